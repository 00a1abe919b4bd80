<?php
var_dump(mb_get_info());
foreach (["internal_encoding", "illegal_chars", "language", "detect_order", "http_input", "substitute_character", "nope", "mail_charset"] as $t) {
    var_dump(mb_get_info($t));
}
mb_convert_encoding("a\xff\xfe", "UTF-8", "UTF-8");
mb_language("de");
mb_substitute_character("none");
mb_internal_encoding("ISO-8859-15");
var_dump(mb_get_info());
