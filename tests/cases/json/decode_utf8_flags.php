<?php
$j = "[\"a\xffb\", \"\xe2\x82\", \"ok\xc3\xa9\", \"\xc0\xaf\"]";
var_dump(json_decode($j), json_last_error_msg());
var_dump(json_decode($j, true, 512, JSON_INVALID_UTF8_IGNORE));
var_dump(json_decode($j, true, 512, JSON_INVALID_UTF8_SUBSTITUTE));
var_dump(json_decode($j, true, 512, JSON_INVALID_UTF8_IGNORE | JSON_INVALID_UTF8_SUBSTITUTE));
var_dump(json_decode("{\"k\xff\":1}", false, 512, JSON_INVALID_UTF8_SUBSTITUTE));
var_dump(json_decode("{\"k\xff\":1}", true, 512, JSON_INVALID_UTF8_IGNORE));
// Outside strings bad bytes are still errors.
var_dump(json_decode("[1]\xff", true, 512, JSON_INVALID_UTF8_IGNORE), json_last_error());
