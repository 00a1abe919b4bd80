<?php
$s = "user@例え.jp@end";
var_dump(mb_strstr($s, "@"), mb_strstr($s, "@", true), mb_strrchr($s, "@"), mb_strrchr($s, "@", true));
var_dump(mb_stristr("ÄbcÄBC", "äb"), mb_stristr("ÄbcÄBC", "äb", true), mb_strrichr("ÄbcÄBC", "äb"), mb_strrichr("ÄbcÄBC", "äb", true));
var_dump(mb_strstr("abc", "x"), mb_strrchr("abc", "x"), mb_stristr("abc", "X"), mb_strrichr("abc", "X"));
var_dump(mb_strstr("abc", ""), mb_strrchr("abc", ""), mb_stristr("abc", ""), mb_strrichr("abc", ""));
try { mb_strstr("a", "b", false, "FOO"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
