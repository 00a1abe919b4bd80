<?php
// An uncaught AssertionError: the trace shows the description the compiler added.
function check($n) {
    assert($n > 1 && is_int($n));
}
check(5);
check(0);
echo "not reached\n";
