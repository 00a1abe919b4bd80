<?php
// Three try/catch blocks around loops over generators and iterators: the ids php reuses after each.
// A throw out of foreach loops inside a try frees their iterators before the
// catch body runs: the generator is destroyed and its handle reused at once.
class D { function __destruct() { echo "D gone\n"; } }
function gen() { $d = new D; yield 1; throw new Exception("boom"); }
try {
    foreach (gen() as $v) { echo $v, "\n"; }
} catch (Exception $e) { echo "caught\n"; }
echo "after\n";
var_dump(new stdClass); var_dump(array_map(fn($o) => spl_object_id($o), [new stdClass, new stdClass, new stdClass, new stdClass, new stdClass]));
function pairs() { foreach ([1, 2] as $a) { yield $a; } }
try {
    foreach (pairs() as $a) {
        foreach (new ArrayIterator([$a]) as $b) {
            if ($a == 2) throw new RuntimeException("inner");
        }
    }
} catch (RuntimeException $e) {
    var_dump(spl_object_id($e), new stdClass);
}
foreach ([1] as $x) {
    try {
        foreach (gen() as $v) { echo "in ", $v, "\n"; }
    } catch (Exception $e) { echo "caught again\n"; }
}
var_dump(new stdClass); var_dump(array_map(fn($o) => spl_object_id($o), [new stdClass, new stdClass, new stdClass, new stdClass, new stdClass]));
