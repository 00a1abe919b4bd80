<?php
// An object taken as a number, by cast, intval/floatval/doubleval or settype:
// php warns "Object of class X could not be converted to int|float" and uses 1.
class S { function __toString() { return "5"; } }
var_dump(intval(new S), floatval(new S), doubleval(new S), (int) new S, (float) new S, boolval(new S));
$o = new S; var_dump(intval($o, 16));
$f = function () {}; var_dump((int) $f, intval($f), (float) $f);
$e = new Exception("x"); var_dump((int) $e, floatval($e));
var_dump(settype($o, "integer"), $o);
$p = new S; var_dump(1 + (int) $p);
var_dump(settype($p, "float"), $p);
