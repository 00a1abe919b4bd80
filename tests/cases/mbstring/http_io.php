<?php
var_dump(mb_http_output(), mb_http_input());
foreach (["G", "P", "C", "S", "I", "L", "g"] as $t) { var_dump(mb_http_input($t)); }
try { mb_http_input("X"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(mb_http_output("latin1"), mb_http_output());
try { mb_http_output("FOO"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(mb_http_output("pass"), mb_http_output());
