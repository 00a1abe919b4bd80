<?php
// SHA-256 ($5$) and SHA-512 ($6$) crypt with default and explicit rounds.
foreach (['$5$', '$6$'] as $p) {
    foreach (["saltstring", "", "a", "saltstringsaltstringXX", "rounds=abc", "with\$dollar", "\xff\x01"] as $s) {
        foreach (["", "pass", str_repeat("x", 100)] as $k) {
            echo json_encode($p . $s), " ", strlen($k), " => ", json_encode(crypt($k, $p . $s)), "\n";
        }
    }
    foreach (["rounds=1000\$salt", "rounds=1001\$salt\$hash", "rounds=5000\$salt", "rounds= 1200\$salt", "rounds=+1100\$salt",
              "rounds=01000\$salt", "rounds=1000x\$salt", "rounds=\$salt", "rounds=999\$salt", "rounds=10\$salt", "rounds=-1\$salt",
              "rounds=-0\$salt", "rounds=1000000000\$salt", "rounds=99999999999999999999999\$salt", "rounds=1000"] as $s) {
        echo json_encode($p . $s), " => ", json_encode(crypt("pass", $p . $s)), "\n";
    }
}
// The 64-character SHA-512 key case and a key with multibyte characters.
echo crypt(str_repeat("k", 64), '$6$rounds=1000$x'), "\n";
echo crypt("päss", '$5$rounds=1000$ümlaut'), "\n";
