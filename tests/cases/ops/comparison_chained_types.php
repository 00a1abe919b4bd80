<?php
var_dump("abc" == "ABC", "abc" < "abd", "Z" < "a", "10" == "10.0", "10" === "10.0", "1e3" == "1000", "abc" == 0, null == false, [] == false, "0" == false, "" == null, 0 == null, "0" == null);
