<?php
// Fresh hashes have random salts: check their shape and that they verify.
$cases = [
    [PASSWORD_DEFAULT, []],
    [PASSWORD_BCRYPT, ['cost' => 4]],
    [PASSWORD_BCRYPT, ['cost' => '5']],
    [null, ['cost' => 4.9]],
    [1, ['cost' => 4]],
    [0, ['cost' => 4, 'unknown' => 'ignored']],
    [true, ['cost' => 4]],
    [PASSWORD_ARGON2I, ['memory_cost' => 8, 'time_cost' => 1, 'threads' => 1]],
    [PASSWORD_ARGON2ID, ['memory_cost' => 32, 'time_cost' => 2, 'threads' => 2]],
    [2, ['memory_cost' => 16, 'time_cost' => 1]],
    [3, ['memory_cost' => '24', 'time_cost' => '1', 'threads' => 3]],
    ['argon2id', ['memory_cost' => 1024]],
];
foreach ($cases as [$algo, $opts]) {
    $h = password_hash("secret pass", $algo, $opts);
    $shape = preg_replace('/\$[A-Za-z0-9.\/+]{16,}/', '$<b64>', $h);
    echo json_encode($algo), " ", json_encode($opts), "\n  ", strlen($h), " ", $shape, "\n";
    var_dump(password_verify("secret pass", $h), password_verify("secret pasS", $h));
    echo json_encode(password_get_info($h)), "\n";
    var_dump(password_needs_rehash($h, $algo, $opts));
}
// bcrypt salts use only bcrypt's alphabet, and two hashes differ.
$a = password_hash("x", PASSWORD_BCRYPT, ['cost' => 4]);
$b = password_hash("x", PASSWORD_BCRYPT, ['cost' => 4]);
var_dump($a !== $b, (bool) preg_match('~^\$2y\$04\$[./A-Za-z0-9]{53}$~', $a));
// Binary and long passwords.
$bin = "\x00\x01\xff";
$h = password_hash($bin, PASSWORD_ARGON2ID, ['memory_cost' => 8, 'time_cost' => 1]);
var_dump(password_verify($bin, $h), password_verify("\x00\x01", $h));
$h = password_hash(str_repeat("L", 100), PASSWORD_BCRYPT, ['cost' => 4]);
var_dump(password_verify(str_repeat("L", 72), $h), password_verify(str_repeat("L", 71), $h));
