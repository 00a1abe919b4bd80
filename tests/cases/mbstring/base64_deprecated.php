<?php
var_dump(mb_convert_encoding("héllo", "BASE64"));
var_dump(mb_convert_encoding(base64_encode("é"), "UTF-8", "BASE64"));
var_dump(mb_encoding_aliases("BASE64"));
try { mb_ord("a", "BASE64"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(mb_convert_encoding(str_repeat("é", 50), "BASE64"));
