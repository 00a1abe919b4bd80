<?php
var_dump("12abc" + 1);
var_dump("3 apples" * 2);
var_dump("1.5xyz" + 1);
var_dump("1e2x" + 0);
var_dump(10 - "2 and more");
echo "done\n";
