<?php
function inner($x) {
    yield $x;
    throw new DomainException("deep failure");
}
function outer() {
    yield from inner(7);
}
function consume($g) {
    foreach ($g as $v) echo $v, "\n";
}
consume(outer());
