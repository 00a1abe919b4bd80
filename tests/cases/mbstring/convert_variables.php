<?php
$a = "caf\xe9"; $b = ["x" => "\xe9t\xe9", "n" => [1, "\xfc"], 5]; $o = new stdClass; $o->p = "\xe0"; $o->q = 3;
var_dump(mb_convert_variables('UTF-8', 'ISO-8859-1', $a, $b, $o));
var_dump($a, $b, $o);
$s = "h\xc3\xa9llo"; $t = "w\xc3\xb6rld";
var_dump(mb_convert_variables('ISO-8859-1', 'ASCII,UTF-8,ISO-8859-1', $s, $t), bin2hex($s), bin2hex($t));
$u = "abc";
var_dump(mb_convert_variables('UTF-8', ['ASCII', 'UTF-8'], $u));
$x = "\xff\xfe";
var_dump(mb_convert_variables('UTF-8', 'ASCII,UTF-8', $x), $x);
var_dump(mb_convert_variables('UTF-16BE', 'UTF-8', $u), bin2hex($u));
try { mb_convert_variables('nope', 'UTF-8', $u); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_convert_variables('UTF-8', 'nope', $u); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_convert_variables('UTF-8', '', $u); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_convert_variables('UTF-8', []); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$r = [1]; $r[] = &$r;
var_dump(mb_convert_variables('UTF-8', 'UTF-8', $r));
$n = null; $i = 5;
var_dump(mb_convert_variables('UTF-8', 'UTF-8', $n, $i), $n, $i);
$k = ["\xe9" => "v"]; var_dump(mb_convert_variables('UTF-8', 'ISO-8859-1', $k), $k);
try { mb_convert_variables('UTF-8', 'pass', $u); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
$p = "\xe9"; $q = &$p; $arr = [&$p, "\xe8"];
var_dump(mb_convert_variables('UTF-8', 'ISO-8859-1', $arr), bin2hex($p), bin2hex($arr[1]));
class T { public string $s = "\xe9"; public ?array $a = ["\xe8"]; }
$t = new T; var_dump(mb_convert_variables('UTF-8', 'ISO-8859-1', $t), $t);
$e = ''; var_dump(mb_convert_variables('UTF-8', 'ASCII,UTF-8', $e));
$o2 = new stdClass; $o2->self = $o2;
var_dump(mb_convert_variables('UTF-8', 'UTF-8', $o2));
var_dump(mb_convert_variables('UTF-8', 'ASCII,UTF-8', $o2));
