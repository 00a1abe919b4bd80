<?php
class Widget {
    public $handler;
    public $label = "w";
    function __construct() {
        $this->handler = function () { return $this->label; };
    }
}
$w = new Widget;
function call_handler($w) { $h = $w->handler; return $h(); }
echo call_handler($w), "\n";
unset($w);
var_dump(gc_collect_cycles());
