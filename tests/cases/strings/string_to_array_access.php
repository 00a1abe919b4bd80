<?php
$s = "hello";
for ($i = 0; $i < strlen($s); $i++) {
    echo $s[$i], "-";
}
echo "\n";
$s[0] = 'J';
echo $s, "\n";
$empty = "";
var_dump(isset($empty[0]));
