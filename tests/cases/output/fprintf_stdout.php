<?php
echo "before\n";
$n = fprintf(STDOUT, "to stdout %d\n", 42);
var_dump($n);
fwrite(STDOUT, "fwrite line\n");
fputs(STDOUT, "fputs line\n");
file_put_contents("php://stdout", "via php://stdout\n");
echo "after\n";
