<?php
var_dump(mb_detect_encoding("abc"), mb_detect_encoding("été"), mb_detect_encoding("\xe9t\xe9"), mb_detect_encoding("\xe9t\xe9", null, true));
var_dump(mb_detect_encoding("\xe9t\xe9", ["UTF-8", "ISO-8859-1"]), mb_detect_encoding("\xe9t\xe9", "UTF-8, ASCII"), mb_detect_encoding("\xe9t\xe9", ["UTF-8", "ASCII"], true));
var_dump(mb_detect_encoding("abc\xc3", ["UTF-8", "ASCII"]), mb_detect_encoding("abc\xc3", ["UTF-8", "ISO-8859-1"], true), mb_detect_encoding("abc\xc3", ["UTF-8"], true));
var_dump(mb_detect_encoding("été", ["ISO-8859-1", "UTF-8"]), mb_detect_encoding("abc", ["UTF-8", "ASCII"]), mb_detect_encoding("", ["UTF-8", "ASCII"]));
var_dump(mb_detect_encoding("日本", "auto"), mb_detect_encoding("abc", "auto"));
try { mb_detect_encoding("abc", "FOO"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_detect_encoding("abc", []); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
