<?php
IF (TRUE) { ECHO "yes\n"; } ELSE { echo "no\n"; }
$a = NULL;
var_dump($a, True, FALSE);
FUNCTION Foo() { RETURN "foo"; }
echo foo(), FOO(), "\n";
