<?php
// Message digests of a large string: md5, sha1, crc32, hash('sha256'), and the raw forms.
$block = "";
for ($i = 0; $i < 4096; $i++) {
    $block .= chr(($i * 31 + 7) & 255);
}
$data = str_repeat($block, 1024); // 4 MiB
$acc = "";
for ($r = 0; $r < 4; $r++) {
    $acc .= md5($data . $r);
    $acc .= sha1($data . $r);
    $acc .= dechex(crc32($data . $r));
    $acc .= hash('sha256', $data . $r);
    $acc .= bin2hex(md5($data, true));
}
echo "checksum: ", md5($acc), " ", strlen($acc), "\n";
