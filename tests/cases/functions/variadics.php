<?php
function sum(...$nums) { return array_sum($nums); }
echo sum(), " ", sum(1), " ", sum(1, 2, 3), "\n";
function tagged($tag, int ...$rest) { return $tag . ":" . implode(",", $rest); }
echo tagged("t", 1, 2, "3"), "\n";
function kv(...$args) { var_dump($args); }
kv(1, 2, a: 3, b: 4);
try {
    tagged("x", 1, "nope");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
