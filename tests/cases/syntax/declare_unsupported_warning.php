<?php
declare(encoding="UTF-8");
echo "start\n";
declare(ticks=1, FOO=2);
declare(Bar=1) {
    echo "in block\n";
}
echo "end\n";
