<?php
$h = "αβγαβγ";
for ($o = -6; $o <= 6; $o++) {
    echo $o, ": ", var_export(mb_strrpos($h, "β", $o), true), " ", var_export(mb_strpos($h, "β", $o), true), " ", var_export(mb_strripos($h, "Β", $o), true), "\n";
}
