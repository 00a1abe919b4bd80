<?php
$s = "Héllo €uro 日本 😀";
foreach (["UTF-16", "UTF-16BE", "UTF-16LE", "UTF-32", "UTF-32LE", "UCS-2", "UCS-2LE", "UCS-4", "UCS-4LE", "ISO-8859-1", "ISO-8859-15", "Windows-1252", "ASCII", "8bit", "7bit", "ISO-8859-2", "Windows-1251"] as $e) {
    $c = mb_convert_encoding($s, $e, "UTF-8");
    echo $e, ": ", bin2hex($c), " => ", mb_convert_encoding($c, "UTF-8", $e), "\n";
}
echo mb_convert_encoding("Привет", "Windows-1251") === "\xcf\xf0\xe8\xe2\xe5\xf2" ? "ok\n" : "no\n";
echo mb_convert_encoding("\xcf\xf0\xe8\xe2\xe5\xf2", "UTF-8", "CP1251"), "\n";
echo mb_convert_encoding("\xa4 \xa6 \xbd", "UTF-8", "ISO-8859-15"), " ", mb_convert_encoding("\xa1\xb1", "UTF-8", "latin2"), "\n";
echo mb_convert_encoding("\x80\x9f\x81", "UTF-8", "cp1252"), "\n";
