<?php
function g() {
    yield 1;
    yield 2;
    throw new RuntimeException('gen failed');
}
function consume() {
    $seen = [];
    try {
        foreach (g() as $k => $v) {
            $seen[] = "$k=$v";
        }
    } catch (RuntimeException $e) {
        $seen[] = 'caught ' . $e->getMessage() . ' at line ' . $e->getLine();
        $seen[] = $e->getTraceAsString();
    }
    return $seen;
}
print_r(consume());
