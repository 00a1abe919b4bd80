<?php
foreach (["", "abc", "héllo", "日本語", "😀x", "a\xc3b", "\xff\xfe", "\xe2\x82", "\xf0\x9f\x98"] as $s) {
    var_dump(mb_strlen($s));
}
var_dump(mb_strlen("héllo", "ISO-8859-1"), mb_strlen("héllo", "8bit"), mb_strlen("abcd", "UTF-16"), mb_strlen("abcdef", "UCS-2"), mb_strlen("abcdefgh", "UTF-32"));
var_dump(mb_strlen("\x00a\xd8\x3d\xde\x00", "UTF-16BE"));
