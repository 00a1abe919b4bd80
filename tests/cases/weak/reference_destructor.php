<?php
class T { function __destruct() { echo "destructed\n"; } }
$t = new T;
$wr = WeakReference::create($t);
echo "before\n";
$t = null;
echo "after\n";
var_dump($wr->get());
