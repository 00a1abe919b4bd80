<?php
var_dump(1 < 2, 2 <= 2, "abc" < "abd", "10" < "9", "10" < "9a", 10 < "9a");
var_dump(null < -1, null == 0, null < 1, false < true, true > 10);
var_dump("abc" > null, [] == false, [0] == true, "0" == false, "" == false, " " == false);
var_dump(1 <> 2, 1 != "1", 1 !== "1", 1.0 === 1, "1.0" == "1");
