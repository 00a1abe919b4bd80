<?php
// MD5 crypt: "$1$" + up to 8 salt characters (any bytes but "$").
$salts = ['$1$', '$1$a', '$1$saltsalt', '$1$saltsaltlonger', '$1$ab$cd', '$1$a:c$', "\$1\$a\nb", "\$1\$\xff\xfe", '$1$$', '$1$salt$hash'];
$keys = ["", "p", "pass", str_repeat("x", 16), str_repeat("longpassword", 5), "nul\0cut"];
foreach ($salts as $s) {
    foreach ($keys as $k) {
        echo json_encode($s), " ", json_encode($k), " => ", json_encode(crypt($k, $s)), "\n";
    }
}
$h = crypt("rasmuslerdorf", '$1$rasmusle$');
var_dump($h, crypt("rasmuslerdorf", $h) === $h);
