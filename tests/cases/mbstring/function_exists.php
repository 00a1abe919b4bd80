<?php
foreach (["mb_strlen", "mb_substr", "mb_str_pad", "mb_convert_encoding", "mb_strtoupper", "mb_check_encoding", "mb_str_split", "mb_scrub"] as $f) {
    var_dump(function_exists($f));
}
var_dump(defined("MB_CASE_TITLE"), MB_CASE_FOLD_SIMPLE);
