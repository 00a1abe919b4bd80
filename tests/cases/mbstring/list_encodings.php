<?php
$l = mb_list_encodings();
foreach (["UTF-8", "ASCII", "ISO-8859-1", "UTF-16LE", "UCS-4", "8bit", "Windows-1252", "Windows-1251", "ISO-8859-15"] as $e) {
    var_dump(in_array($e, $l, true));
}
var_dump(is_array($l) && array_is_list($l));
