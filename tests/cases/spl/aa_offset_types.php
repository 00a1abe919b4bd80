<?php
class Show implements ArrayAccess {
    public function offsetExists($k): bool { var_dump($k); return true; }
    public function offsetGet($k): mixed { var_dump($k); return 1; }
    public function offsetSet($k, $v): void { var_dump($k); }
    public function offsetUnset($k): void { var_dump($k); }
}
$s = new Show;
$s[1.5] = 1;
$s[true] = 1;
$s[null] = 1;
$s["12"] = 1;
$s[[1, 2]] = 1;
$s[new stdClass];
isset($s[-0.0]);
unset($s[false]);
