<?php
// A typed property without a default (here a promoted private one) is
// declared even though a fresh object lacks it: no dynamic-property notice.
class C {
    public int $n = 0;
    public function __construct(private int $width, protected ?string $label = null) {}
}
$s = serialize(new C(8, "x"));
echo $s, "\n";
$x = unserialize($s);
var_dump($x);
$x = unserialize('O:1:"C":1:{s:5:"other";i:1;}');
var_dump($x);
