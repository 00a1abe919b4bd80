<?php
date_default_timezone_set("Asia/Tokyo");
foreach ([0, 1700000000, -2000000000] as $t) {
    echo gmdate("c r T e I O P p Z U", $t), "\n";
    echo date("c r T e I O P p Z U", $t), "\n";
}
var_dump(gmmktime(0, 0, 0, 1, 1, 1970), gmmktime(25, 61, 61, 13, 32, 2020));
var_dump(gmmktime(0, 0, 0, 2, 29, 69), gmmktime(0, 0, 0, 2, 29, 70), gmmktime(0, 0, 0, 1, 1, 100), gmmktime(0, 0, 0, 1, 1, 101));
var_dump(gmmktime(-5, 0, 0, 0, 0, 2000), gmmktime(0, 0, 0, -13, 1, 2000));
