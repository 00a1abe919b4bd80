<?php
// Traditional DES crypt: 2 salt characters from ./0-9A-Za-z, 8 key characters.
$keys = ["", "a", "pass", "password", "passwordXYZ", "\x80\xff\x7f", "tab\tnl\n", "pass\0ignored"];
$salts = ["ab", "./", "zz", "Z9", "..", "AbExtraIgnored", "9."];
foreach ($keys as $k) {
    foreach ($salts as $s) {
        echo json_encode($k), " ", $s, " => ", crypt($k, $s), "\n";
    }
}
// Salts that DES rejects.
foreach (["", "a", "a\n", "a:", "a$", "\$a", "\xff\xff", "a\0b", "!!", "a b", "-z"] as $s) {
    echo json_encode($s), " => ", crypt("pass", $s), "\n";
}
// A hash made from the salt recomputes itself.
$h = crypt("secret", "rl");
var_dump($h === crypt("secret", $h), $h === crypt("secreT", $h));
