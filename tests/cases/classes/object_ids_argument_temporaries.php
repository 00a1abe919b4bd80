<?php
// A property or element passed by value to a function the compiler cannot
// see (is it by reference?) is read into a temporary; php frees that
// temporary at the call, so once the holder goes, the object dies there
// (destructor, handle free for the next object), not when the temporary
// is reused.
class A {
    function __construct(public $n) {}
    function __destruct() { echo "d{$this->n}#", spl_object_id($this), "\n"; }
}
class P {
    public $x;
    function __construct() { $this->x = new A("x"); }
    function __destruct() { echo "P dtor\n"; }
}
$p = new P;
echo spl_object_id($p), " ", spl_object_id($p->x), "\n";
$p = new stdClass;
echo spl_object_id($p), "\n";
$q = new stdClass;
echo spl_object_id($q), "\n";
$arr = ['o' => new A("arr")];
var_dump(spl_object_id($arr['o']));
$arr = null;
$r = new stdClass;
echo spl_object_id($r), "\n";
echo "end\n";
