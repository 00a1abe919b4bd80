<?php
// BSDi extended DES: "_" + 4 characters of round count + 4 of salt, any key length.
$settings = ["_J9..rasm", "_J9..salt", "_/...abcd", "_..0.abcd", "_1...ABCD", "_zz..zzzz", "_J9..rasmExtra"];
$keys = ["", "a", "pass", "password", "password1", str_repeat("abcdefgh", 5) . "xyz", "\xc3\xa9t\xc3\xa9"];
foreach ($settings as $s) {
    foreach ($keys as $k) {
        echo $s, " ", json_encode($k), " => ", crypt($k, $s), "\n";
    }
}
// Invalid: a zero count, short or bad characters.
foreach (["_....abcd", "_J9..ras", "_J9..ra!m", "_J9.", "_", "_J9\0.rasm", "_J9 .rasm"] as $s) {
    echo json_encode($s), " => ", crypt("pass", $s), "\n";
}
