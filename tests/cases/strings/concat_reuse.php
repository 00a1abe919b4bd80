<?php
// Concatenation into strings that are shared, referenced or the operands themselves.
$a = "x"; $b = $a; $a .= "y"; echo "$a $b\n";
$s = "ab"; $s .= $s; echo $s, "\n";
$t = "t"; $t = "pre" . $t; echo $t, "\n";
$u = "u"; $u = $u . "post"; echo $u, "\n";
$r = "r"; $ref = &$r; $ref = $ref . "!"; echo "$r $ref\n";
$q = "q"; $alias = &$q; $q = "new" . 5; echo "$q $alias\n";
for ($i = 0; $i < 3; $i++) { $tmp = "item" . $i; $keep[] = $tmp; $tmp2 = $tmp . ","; $all[] = $tmp2; }
echo implode("|", $keep), " ", implode("|", $all), "\n";
$n = null; $n .= "z"; echo $n, "\n";
$f = 1.5; $f .= "x"; echo $f, "\n";
$i = 7; $i .= 8; var_dump($i);
$x = "k"; $y = $x . 1 . 2.5 . true . null; var_dump($y);
$arr = ["s" => "v"]; $arr["s"] .= "w"; echo $arr["s"], "\n";
$h = "h"; $copy = $h; $h = $h . "1"; $h = "2" . $h; echo "$h $copy\n";
$m = "m"; $same = "s"; $m = $same . $same; echo $m, "\n";
function cat($p) { $p .= "!"; return $p; }
$orig = "o"; echo cat($orig), $orig, "\n";
$w = "w"; $w .= $undefined_thing; echo $w, "\n";
