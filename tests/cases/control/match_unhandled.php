<?php
echo "start\n";
$v = 42;
echo match ($v) {
    1 => 'one',
    2 => 'two',
};
echo "not reached\n";
