<?php
class A {}
$a = new A;
echo "before\n";
$a->missing();
