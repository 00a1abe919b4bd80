<?php
foreach (["FOO", "pass", "", "auto"] as $e) {
    try { var_dump(mb_strlen("abc", $e)); } catch (ValueError $x) { echo $x->getMessage(), "\n"; }
}
var_dump(mb_strlen("abc", "utf8"), mb_strlen("abc", "LATIN1"), mb_strlen("abc", "us-ascii"));
