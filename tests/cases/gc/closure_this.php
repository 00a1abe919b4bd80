<?php
class Widget {
    public $handler;
    public $label = "w";
    function __construct() {
        $this->handler = function () { return $this->label; };
    }
}
$w = new Widget;
echo ($w->handler)(), "\n";
unset($w);
var_dump(gc_collect_cycles());
