<?php
var_dump(mb_substitute_character());
foreach (["none", "long", "entity", 0x2A, 0x3012, 0xE9, "NONE"] as $m) {
    var_dump(mb_substitute_character($m), mb_substitute_character());
    echo mb_convert_encoding("a\xffb€\xe2\x82", "ASCII", "UTF-8"), " ", bin2hex(mb_convert_encoding("a\xffb€", "ISO-8859-1", "UTF-8")), " ", bin2hex(mb_scrub("a\xffb")), " ", mb_strtoupper("a\xff"), "\n";
}
foreach (["foo", 0x110000, -1, 0xD800, "65"] as $m) {
    try { mb_substitute_character($m); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
