<?php
trait T { public function f() {} }
echo "before\n";
$x = new T;
echo "after\n";
