<?php
// `.=` appends in place only to a string nothing else shares.
$a = "abc";
$b = $a;
$b .= "def";
echo $a, " ", $b, "\n";
$s = str_repeat("x", 5);
$t = $s;
$s .= 12345;
$s .= -7;
echo $s, " ", $t, "\n";
$arr = ["k" => "v"];
$v = $arr["k"];
$v .= "w";
echo $arr["k"], " ", $v, "\n";
$r = "r";
$ref = &$r;
$ref .= "s";
$r .= "t";
echo $r, " ", $ref, "\n";
$x = "";
for ($i = 0; $i < 50; $i++) {
    $x .= "ab";
    $x .= $i;
    $y = $x;
}
echo strlen($x), " ", substr($x, -10), " ", $y === $x ? "same" : "diff", "\n";
$x .= $x;
echo strlen($x), "\n";
$f = "f";
$f .= 1.5;
$f .= true;
$f .= null;
echo $f, "\n";
$u .= "new";
echo $u, "\n";
function build($n) {
    $s = "";
    for ($i = 0; $i < $n; $i++) {
        $s .= chr(65 + $i % 26);
    }
    return $s;
}
$one = build(30);
$two = $one;
$one .= "!";
echo $one, "\n", $two, "\n";
