<?php
function inner_gen($n) {
    for ($i = 0; $i < $n; $i++) {
        if ($i === 2) {
            throw new LengthException("too long at $i");
        }
        yield $i;
    }
}
function outer() {
    foreach (inner_gen(5) as $v) {
        echo "v=$v\n";
    }
}
outer();
