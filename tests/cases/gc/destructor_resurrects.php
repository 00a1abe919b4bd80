<?php
class R {
    public $self;
    public static $saved = [];
    function __destruct() { echo "destruct\n"; self::$saved[] = $this; }
}
$r = new R;
$r->self = $r;
unset($r);
var_dump(gc_collect_cycles());
var_dump(count(R::$saved));
var_dump(R::$saved[0]->self === R::$saved[0]);
R::$saved = [];
var_dump(gc_collect_cycles());
echo "end\n";
