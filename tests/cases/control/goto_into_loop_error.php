<?php
goto inside;
while (true) {
    inside:
    echo "x";
}
