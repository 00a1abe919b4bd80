<?php
$o = new stdClass;
foreach ([
    fn() => $o['x'],
    function () use ($o) { $o['x'] = 1; },
    function () use ($o) { $o[] = 1; },
    function () use ($o) { unset($o['x']); },
    fn() => isset($o['x']),
    fn() => $o['x'] ?? 'd',
    function () use ($o) { $o['a']['b'] = 1; },
    fn() => empty($o['x']),
] as $i => $f) {
    try { var_dump($f()); } catch (Error $e) { echo $i, ": ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
class Plain {}
$p = new Plain;
try { echo $p[0]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$p[1] = 2;
