<?php
// Records what real php does for each call in cases.txt (see src/difftest.rs):
//     php -n core/ext/difftest/run.php core/ext/difftest/cases.txt > core/ext/difftest/expected.txt
$log = [];
set_error_handler(function ($no, $str) use (&$log) {
    $names = [E_WARNING => 'Warning', E_NOTICE => 'Notice', E_DEPRECATED => 'Deprecated'];
    $log[] = ($names[$no] ?? "E$no") . ": $str";
    return true;
});
foreach (file($argv[1]) as $line) {
    $line = rtrim($line, "\n");
    if ($line === '' || $line[0] === '#') {
        continue;
    }
    $parts = explode("\t", $line);
    $func = $parts[0];
    $args = json_decode($parts[1], true, 512, JSON_THROW_ON_ERROR);
    // "__HEX__<hex>" strings stand for raw bytes JSON cannot carry.
    array_walk_recursive($args, function (&$v) {
        if (is_string($v) && str_starts_with($v, '__HEX__')) {
            $v = hex2bin(substr($v, 7));
        }
    });
    $refs = isset($parts[2]) ? json_decode($parts[2], true) : [];
    echo "--- $func $parts[1]\n";
    $log = [];
    $call = [];
    foreach ($args as $i => $v) {
        if (in_array($i, $refs, true)) {
            $call[$i] = &$args[$i];
        } else {
            $call[$i] = $args[$i];
        }
    }
    ob_start();
    try {
        $r = $func(...$call);
        $out = ob_get_clean();
        if ($out !== '') {
            echo "out: $out\n";
        }
        foreach ($log as $l) {
            echo "$l\n";
        }
        echo "=> ", var_export($r, true), "\n";
        foreach ($refs as $i) {
            echo "&$i => ", var_export($args[$i], true), "\n";
        }
    } catch (Throwable $e) {
        $out = ob_get_clean();
        if ($out !== '') {
            echo "out: $out\n";
        }
        foreach ($log as $l) {
            echo "$l\n";
        }
        echo "!! ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
