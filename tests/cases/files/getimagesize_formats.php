<?php
// getimagesize/getimagesizefromstring over hand-made headers of each format.
$gif = "GIF89a" . pack('vv', 320, 200) . "\xF7\x00\x00" . str_repeat("\0", 20);
$gif87 = "GIF87a" . pack('vv', 1, 2) . "\x80\x00\x00" . str_repeat("\0", 20);
$png = "\x89PNG\r\n\x1a\n" . pack('N', 13) . "IHDR" . pack('NN', 640, 480) . "\x08\x06\x00\x00\x00" . str_repeat("\0", 8);
$png16 = "\x89PNG\r\n\x1a\n" . pack('N', 13) . "IHDR" . pack('NN', 1, 1) . "\x10\x02\x00\x00\x00" . str_repeat("\0", 8);
$jpeg = "\xFF\xD8" . "\xFF\xE0" . pack('n', 16) . "JFIF\0\x01\x01\x00\x00\x01\x00\x01\x00\x00"
      . "\xFF\xDB" . pack('n', 4) . "\0\0"
      . "\xFF\xC0" . pack('n', 17) . "\x08" . pack('nn', 100, 200) . "\x03" . str_repeat("\x01\x11\x00", 3)
      . "\xFF\xDA" . str_repeat("\0", 20);
$jpegGray = "\xFF\xD8" . "\xFF\xC2" . pack('n', 11) . "\x0C" . pack('nn', 7, 9) . "\x01\x01\x11\x00" . "\xFF\xD9";
$bmp = "BM" . pack('V', 0) . "\0\0\0\0" . pack('V', 54) . pack('V', 40) . pack('V', 33) . pack('V', -44) . pack('v', 1) . pack('v', 24) . str_repeat("\0", 24);
$bmpOs2 = "BM" . pack('V', 0) . "\0\0\0\0" . pack('V', 26) . pack('V', 12) . pack('vv', 5, 6) . pack('v', 1) . pack('v', 8) . str_repeat("\0", 8);
$webpLossy = "RIFF" . pack('V', 30) . "WEBPVP8 " . pack('V', 10) . "\x00\x00\x00\x9d\x01\x2a" . pack('vv', 400, 300) . str_repeat("\0", 8);
$webpLossless = "RIFF" . pack('V', 30) . "WEBPVP8L" . pack('V', 10) . "\x2f" . pack('V', (99) | ((49) << 14)) . str_repeat("\0", 8);
$webpExt = "RIFF" . pack('V', 30) . "WEBPVP8X" . pack('V', 10) . "\x10\0\0\0" . substr(pack('V', 1023), 0, 3) . substr(pack('V', 767), 0, 3) . str_repeat("\0", 8);
foreach (compact('gif', 'gif87', 'png', 'png16', 'jpeg', 'jpegGray', 'bmp', 'bmpOs2', 'webpLossy', 'webpLossless', 'webpExt') as $name => $data) {
    echo "== $name\n";
    var_dump(getimagesizefromstring($data, $info));
    var_dump($info);
}
echo "== junk\n";
var_dump(getimagesizefromstring("not an image at all"));
var_dump(getimagesizefromstring(""));
var_dump(getimagesizefromstring("GIF89a"));
var_dump(getimagesizefromstring("\x89PNG\r\n\x1a\n"));
$f = sys_get_temp_dir() . '/rphp_getimagesize_formats.png';
file_put_contents($f, $png);
var_dump(getimagesize($f));
unlink($f);
var_dump(getimagesize($f));
try {
    getimagesize('');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
for ($i = -1; $i <= 20; $i++) {
    echo $i, ' ', image_type_to_mime_type($i), ' ', var_export(image_type_to_extension($i), true), ' ', var_export(image_type_to_extension($i, false), true), "\n";
}
var_dump(IMAGETYPE_GIF, IMAGETYPE_JPEG2000, IMAGETYPE_JPC, IMAGETYPE_AVIF, IMAGETYPE_UNKNOWN, IMAGETYPE_COUNT);
