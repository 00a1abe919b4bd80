<?php
class C {
    public $self;
    public static $destroyed = 0;
    function __destruct() { self::$destroyed++; }
}
for ($i = 0; $i < 30000; $i++) {
    $c = new C;
    $c->self = $c;
}
echo "destroyed during loop: ", C::$destroyed > 0 ? "yes" : "no", "\n";
$s = gc_status();
echo "runs ", $s["runs"], "\n";
