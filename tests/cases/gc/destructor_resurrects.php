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
function check() { var_dump(count(R::$saved)); $o = R::$saved[0]; var_dump($o->self === $o); }
check();
R::$saved = [];
var_dump(gc_collect_cycles());
echo "end\n";
