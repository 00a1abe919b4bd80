<?php
var_dump("10" + 5, "1.5" + 1, "1e3" + 0, " 12" + 1, "12 " + 1, "0x1A" + 0 === 0);
var_dump("  1.5e2  " * 2, "-5" - 5, "+7" + 0, ".5" + 0, "5." + 0);
var_dump(is_numeric("12"), is_numeric(" 12"), is_numeric("12 "), is_numeric("1e"), is_numeric("."), is_numeric("0x1A"), is_numeric(" "), is_numeric(""));
