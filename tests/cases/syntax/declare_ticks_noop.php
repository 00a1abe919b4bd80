<?php
declare(ticks=1);
echo "declare ok\n";
declare(ticks=1) {
    echo "in declare block\n";
}
declare(ticks=1):
    echo "alt declare\n";
enddeclare;
