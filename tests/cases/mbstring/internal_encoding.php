<?php
var_dump(mb_internal_encoding());
var_dump(mb_internal_encoding("ISO-8859-1"), mb_internal_encoding());
var_dump(mb_strlen("héllo"), mb_strtoupper("\xe9"));
var_dump(mb_internal_encoding("utf8"), mb_internal_encoding());
foreach (["FOO", "pass", ""] as $e) {
    try { mb_internal_encoding($e); } catch (ValueError $x) { echo $x->getMessage(), "\n"; }
}
var_dump(mb_internal_encoding("latin2"), mb_internal_encoding(), mb_internal_encoding(null));
