<?php
$map = [0x80, 0x10FFFF, 0, 0x1FFFFF];
var_dump(mb_encode_numericentity("aé€😀<", $map), mb_encode_numericentity("aé€", $map, "UTF-8", true), mb_encode_numericentity("aé€", [0x80, 0xffff, 1, 0xff]));
var_dump(mb_decode_numericentity("&#233;&#x20AC;&#128512;&#65;", $map), mb_decode_numericentity("&#234;|&#500;|&#x41;|&#X41;|&#0065;|&#65|&#;|&#12345678901;", [0x0, 0xffff, 1, 0xff]));
var_dump(mb_decode_numericentity("&#500;", [0x0, 0xffff, 0, 0xff]), mb_decode_numericentity("&#65;&#66;", [66, 66, 0, 0xff]));
var_dump(mb_encode_numericentity("abc", []), mb_encode_numericentity("é", [0x80, 0xff, 0, 0xff], "ISO-8859-1"));
try { mb_encode_numericentity("abc", [1, 2, 3]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_decode_numericentity("abc", [1, 2, 3]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
