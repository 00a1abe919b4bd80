<?php
echo "x\n";
readonly class P { public $x; }
