<?php
$hashes = [
    '$2y$10$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta', '$2y$04$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta',
    '$2y$-5$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta', '$2y$ab$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta',
    '$2a$10$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta', '$2y$10$short', 'abccBcrPOxnLU', '',
    '$argon2i$', '$argon2id$', '$argon2i$v=19$m=1024,t=2,p=3$abc$def', '$argon2id$v=19$m=65536,t=4,p=1$x$y',
    '$argon2id$v=19$m=65536,t=4', '$argon2id$m=65536,t=4,p=1', '$argon2i$v=19$m=65536,t=4,p=1$x$y',
];
$targets = [
    [PASSWORD_DEFAULT, []], [PASSWORD_BCRYPT, ['cost' => 4]], [PASSWORD_BCRYPT, ['cost' => '10']], [PASSWORD_BCRYPT, ['cost' => -5]],
    [null, []], [1, ['cost' => 10.7]], [0, []], [5, []], ['nope', []], ['2Y', []],
    ['argon2id', []], [3, ['memory_cost' => 65536, 'time_cost' => 4, 'threads' => 1]], ['argon2id', ['threads' => 2]],
    ['argon2i', ['memory_cost' => 1024, 'time_cost' => 2, 'threads' => 3]], [2, ['memory_cost' => '1024', 'time_cost' => 2.5, 'threads' => true, 'cost' => 3]],
];
foreach ($hashes as $h) {
    $row = [];
    foreach ($targets as [$algo, $opts]) {
        $row[] = password_needs_rehash($h, $algo, $opts) ? 'T' : 'f';
    }
    echo implode('', $row), " ", $h, "\n";
}
function t(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
t(fn() => password_needs_rehash("x"));
t(fn() => password_needs_rehash("x", []));
t(fn() => password_needs_rehash("x", "2y", 5));
t(fn() => password_needs_rehash([], "2y"));
t(fn() => password_needs_rehash('$2y$10$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta', PASSWORD_BCRYPT, ['cost' => new stdClass]));
t(fn() => password_needs_rehash('$2y$10$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta', 1.5));
