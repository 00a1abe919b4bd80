<?php
register_shutdown_function(function () {
    $total = 0;
    foreach ([1, 2, 3] as $v) {
        $total += twice($v);
    }
    echo "shutdown total $total\n";
});
function twice($v) { return $v * 2; }
function g() {
    yield 1;
    throw new RuntimeException('escaped the loop');
}
function run() {
    foreach (g() as $v) {
        echo "got $v\n";
    }
}
run();
