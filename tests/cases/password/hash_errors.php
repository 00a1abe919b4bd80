<?php
function t(callable $f) {
    try {
        $r = $f();
        echo is_string($r) ? preg_replace('/\$[A-Za-z0-9.\/+]{16,}/', '$<b64>', $r) : var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
t(fn() => password_hash("a"));
t(fn() => password_hash());
t(fn() => password_hash([], PASSWORD_DEFAULT));
t(fn() => password_hash("a", []));
t(fn() => password_hash("a", PASSWORD_DEFAULT, "x"));
t(fn() => password_hash("a", new stdClass));
foreach ([4, -1, 99, "1", "2Y", "bcrypt", "", "argon2", "ARGON2I", 1.5, 2.0, NAN] as $algo) {
    echo json_encode($algo), ": ";
    t(fn() => password_hash("a", $algo, ['cost' => 4, 'memory_cost' => 8, 'time_cost' => 1]));
}
// bcrypt costs.
foreach ([3, 32, 0, -1, "abc", "4abc", "5x", null, [], [1], 1e30, NAN, INF, true, false, 4.99] as $cost) {
    echo json_encode($cost), ": ";
    t(fn() => password_hash("a", PASSWORD_BCRYPT, ['cost' => $cost]));
}
t(fn() => password_hash("a", PASSWORD_BCRYPT, ['cost' => new stdClass]));
t(fn() => password_hash("a", PASSWORD_BCRYPT, ['cost' => fn() => 1]));
// NUL bytes: refused by bcrypt (before the cost is checked), fine for argon2.
t(fn() => password_hash("a\0b", PASSWORD_BCRYPT));
t(fn() => password_hash("a\0b", PASSWORD_BCRYPT, ['cost' => 3, 'salt' => 'x']));
t(fn() => password_verify("a\0b", password_hash("a\0b", PASSWORD_ARGON2I, ['memory_cost' => 8, 'time_cost' => 1])));
// The salt option: ignored with a warning, after the cost checks.
t(fn() => password_hash("a", PASSWORD_BCRYPT, ['cost' => 4, 'salt' => str_repeat("s", 22)]));
t(fn() => password_hash("a", PASSWORD_BCRYPT, ['cost' => 3, 'salt' => 'x']));
t(fn() => password_hash("a", PASSWORD_ARGON2ID, ['memory_cost' => 8, 'time_cost' => 1, 'salt' => null]));
t(fn() => password_hash("a", PASSWORD_ARGON2ID, ['memory_cost' => 15, 'threads' => 2, 'time_cost' => 1, 'salt' => 1]));
// Argon2 parameters.
$argon = [
    ['memory_cost' => 7], ['memory_cost' => 0], ['memory_cost' => -1], ['memory_cost' => 4294967296], ['memory_cost' => PHP_INT_MAX],
    ['memory_cost' => 'abc'], ['memory_cost' => 4294967295, 'time_cost' => 1],
    ['time_cost' => 0], ['time_cost' => -5], ['time_cost' => 4294967296],
    ['threads' => 0], ['threads' => -1], ['threads' => 16777216], ['threads' => 'x'],
    ['threads' => 2, 'memory_cost' => 15, 'time_cost' => 1], ['threads' => 3, 'memory_cost' => 23, 'time_cost' => 1],
    ['memory_cost' => 8.9, 'time_cost' => '1'],
];
foreach ($argon as $o) {
    echo json_encode($o), ": ";
    t(fn() => password_hash("a", PASSWORD_ARGON2I, $o));
}
