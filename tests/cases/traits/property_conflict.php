<?php
trait T { public $x = 1; }
class Ok { use T; public $x = 1; }
echo (new Ok)->x, "\n";
class Bad { use T; public $x = 2; }
echo "never\n";
