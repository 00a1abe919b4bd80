<?php
foreach (["abc", "héllo", "\xff", "\xc3", "\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80", "\xf0\x9f\x98\x80"] as $s) {
    var_dump(mb_check_encoding($s), mb_check_encoding($s, "ASCII"), mb_check_encoding($s, "ISO-8859-1"));
}
var_dump(mb_check_encoding("\x81", "Windows-1252"), mb_check_encoding("\x80", "Windows-1252"), mb_check_encoding("\xd8\x00", "UTF-16BE"), mb_check_encoding("\xd8\x3d\xde\x00", "UTF-16BE"), mb_check_encoding("abc", "UTF-16"));
var_dump(mb_check_encoding(["a" => "b", "c" => ["d", 1, 2.5, true, null]]), mb_check_encoding(["a" => "\xff"]), mb_check_encoding(["\xff" => 1]), mb_check_encoding(["a" => new stdClass]));
try { mb_check_encoding("a", "FOO"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(mb_check_encoding());
