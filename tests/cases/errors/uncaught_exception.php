<?php
function thrower() {
    throw new RuntimeException("something broke", 42);
}
echo "start\n";
thrower();
