<?php
echo "x\n";
readonly class P { public static int $x; }
