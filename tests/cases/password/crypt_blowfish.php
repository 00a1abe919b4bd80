<?php
// bcrypt through crypt(): $2a$, $2b$, $2x$, $2y$ with costs 04-06.
$salt = "abcdefghijklmnopqrstuv";
foreach (['2a', '2b', '2x', '2y'] as $v) {
    foreach (["", "pass", "\xff\xa3", "\xa3", "\x80\x80\x80\x80", str_repeat("\xff", 71), str_repeat("\xff", 72), "\xff\xff\xa3", "\xc3\xa9t\xc3\xa9"] as $k) {
        echo $v, " ", bin2hex($k), " => ", crypt($k, "\$$v\$04\$$salt"), "\n";
    }
}
// Costs and salts: the salt's last character keeps only 2 bits, extra characters are ignored.
foreach (['$2y$05$' . $salt, '$2y$06$./ABCDEFGHIJKLMNOPQRSTUV', '$2y$04$' . $salt . 'extra$stuff', '$2y$04$abcdefghijklmnopqrstuz', '$2y$04$9999999999999999999999'] as $s) {
    echo $s, " => ", crypt("password", $s), "\n";
}
// Keys past 72 bytes are cut; a NUL ends the key.
$long = str_repeat("0123456789", 8);
var_dump(crypt($long, '$2y$04$' . $salt) === crypt(substr($long, 0, 72), '$2y$04$' . $salt));
var_dump(crypt($long, '$2y$04$' . $salt) === crypt(substr($long, 0, 71), '$2y$04$' . $salt));
var_dump(crypt("ab\0cd", '$2y$04$' . $salt) === crypt("ab", '$2y$04$' . $salt));
// Invalid settings fail with "*0".
foreach (['$2y$03$' . $salt, '$2y$32$' . $salt, '$2y$4$' . $salt, '$2y$04' . $salt, '$2y$04$abcdefghijklmnopqrstu', '$2y$04$abcdefghijklmnopqrst!v',
          '$2c$04$' . $salt, '$2$04$' . $salt, '$2Y$04$' . $salt, '$2y$a4$' . $salt, '$2y$40$' . $salt, '$2y$-4$' . $salt] as $s) {
    echo $s, " => ", crypt("password", $s), "\n";
}
