<?php
foreach (["A", "é", "€", "😀", "\xff", "\xe2\x82", "abc"] as $s) { var_dump(mb_ord($s)); }
var_dump(mb_ord("\xe9", "ISO-8859-1"), mb_ord("\x00\xe9", "UTF-16BE"), mb_ord("a", "8bit"), mb_ord("\x80", "Windows-1252"));
foreach ([65, 0xE9, 0x20AC, 0x1F600, 0xD800, 0x110000, -1, 0] as $c) { var_dump(mb_chr($c)); }
var_dump(mb_chr(0xE9, "ASCII"), bin2hex(mb_chr(0xE9, "ISO-8859-1")), bin2hex(mb_chr(0x1F600, "UTF-16LE")), mb_chr(0x1F600, "UCS-2"), bin2hex(mb_chr(0x20AC, "cp1252")));
try { mb_ord(""); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_ord("a", "FOO"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_chr(65, "pass"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
