<?php
// ob_get_status (top buffer or all) and ob_list_handlers: names, types, flags, sizes.
var_dump(ob_get_status(), ob_get_status(true), ob_list_handlers());
class H { function h($b) { return $b; } static function s($b) { return $b; } }
ob_start();
echo "abc";
ob_start(function ($b) { return $b; }, 10);
ob_start('trim');
echo "x";
$s = ob_get_status();
$a = ob_get_status(true);
$l = ob_list_handlers();
ob_end_clean(); ob_end_clean(); ob_end_clean();
var_dump($s, $a, $l);
ob_start([new H, 'h']); ob_start('H::s'); ob_start(['H', 's']); ob_start(fn($b) => $b);
$l = ob_list_handlers();
ob_end_clean(); ob_end_clean(); ob_end_clean(); ob_end_clean();
var_dump($l);
ob_start(); echo str_repeat("a", 20000); $a = ob_get_status(); ob_clean(); $b = ob_get_status(); ob_end_clean();
ob_start(fn($x) => $x); echo "a"; ob_clean(); $c = ob_get_status(); ob_end_clean();
foreach ([$a, $b, $c] as $s) echo json_encode($s), "\n";
foreach ([1, 5000, -3, 4096] as $chunk) {
    ob_start(null, $chunk); $f = ob_get_status(); ob_end_clean(); echo json_encode($f), "\n";
}
foreach ([16384, 16383, 40000] as $n) {
    ob_start(); echo str_repeat("b", $n); $f = ob_get_status(); ob_end_clean(); echo json_encode($f), "\n";
}
ob_start(null, 0, PHP_OUTPUT_HANDLER_CLEANABLE); $f = ob_get_status(); ob_clean(); ob_get_clean(); echo json_encode($f), "\n";
var_dump(PHP_OUTPUT_HANDLER_STDFLAGS, PHP_OUTPUT_HANDLER_STARTED, PHP_OUTPUT_HANDLER_FINAL);
// Buffers started without PHP_OUTPUT_HANDLER_CLEANABLE/FLUSHABLE/REMOVABLE refuse those operations.
ob_start(null, 0, 0);
echo "kept";
var_dump(ob_clean(), ob_flush(), ob_end_clean(), ob_end_flush());
$got = ob_get_flush();
$got2 = ob_get_clean();
$st = ob_get_status();
