<?php
// Hashes that cannot match: bad encodings, out-of-range parameters, truncations.
$good = '$argon2i$v=19$m=16,t=1,p=1$d2JWbGd6Rm5DLlczU3dlZQ$TZHgQvyjnpWj2CW9NPucoofPVFHajjmZnrbDTcrwd8A';
$bad = [
    '', '$', '$$', 'x', 'ab', 'abccBcrPOxn', 'abccBcrPOxnLUX', '*0', '*1',
    '$argon2i$', '$argon2i$v=19', '$argon2d$v=19$m=16,t=1,p=1$d2JWbGd6Rm5DLlczU3dlZQ$TZHgQvyjnpWj2CW9NPucoofPVFHajjmZnrbDTcrwd8A',
    str_replace('argon2i$', 'argon2id$', $good),
    str_replace('m=16', 'm=016', $good), str_replace('m=16', 'm=+16', $good), str_replace('m=16', 'm=7', $good),
    str_replace('t=1', 't=0', $good), str_replace('p=1', 'p=0', $good), str_replace('p=1', 'p=3', $good),
    str_replace('m=16', 'm=4294967296', $good), str_replace('v=19', 'v=019', $good), str_replace('v=19', 'v=', $good),
    str_replace('v=19', 'v=18', $good), $good . '=', $good . 'A', $good . '$', substr($good, 0, -1), substr($good, 0, -2),
    str_replace('$d2JW', '$d2J', $good), '$argon2i$v=19$m=16,t=1,p=1$c2FsdA$TZHgQvyjnpWj2CW9NPucoofPVFHajjmZnrbDTcrwd8A',
    '$argon2i$v=19$m=16,t=1,p=1$d2JWbGd6Rm5DLlczU3dlZQ$TZHg', '$argon2i$v=19$m=16,t=1,p=1$d2JWbGd6Rm5DLlczU3dlZQ$TZH',
    '$argon2i$v=19$m=16,t=1,p=1$d2JWbGd6Rm5DLlczU3dlZQ', "\$argon2i\$v=19\0\$m=16,t=1,p=1",
    '$argon2i$v=19,m=16,t=1,p=1$d2JWbGd6Rm5DLlczU3dlZQ$TZHgQvyjnpWj2CW9NPucoofPVFHajjmZnrbDTcrwd8A',
    '$argon2i$v=19$t=1,m=16,p=1$d2JWbGd6Rm5DLlczU3dlZQ$TZHgQvyjnpWj2CW9NPucoofPVFHajjmZnrbDTcrwd8A',
    '$2y$04$k9PKFXo8EsdZll./Xp4Qhuh8TxTiv4.znvmSTI7z3Xk69s.CQg6d', '$2y$04$k9PKFXo8EsdZll./Xp4Qhuh8TxTiv4.znvmSTI7z3Xk69s.CQg6d2x',
    "\$2y\$04\$k9PKFXo8EsdZll./Xp4Qhuh8TxTiv4.znvmSTI7z3Xk69s.CQg6d2\0", '$2y$03$k9PKFXo8EsdZll./Xp4Qhuh8TxTiv4.znvmSTI7z3Xk69s.CQg6d2',
    '$1$', '$5$', '$6$rounds=10$x$y',
];
foreach ($bad as $h) {
    echo json_encode($h), " ";
    var_dump(password_verify("", $h));
}
var_dump(password_verify("", $good));
function t(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
t(fn() => password_verify("a"));
t(fn() => password_verify("a", []));
t(fn() => password_verify([], "x"));
t(fn() => password_verify(null, "x"));
t(fn() => password_verify(12, 12));
