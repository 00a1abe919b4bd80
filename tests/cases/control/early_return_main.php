<?php
echo "before\n";
if (true) {
    return;
}
echo "after\n";
