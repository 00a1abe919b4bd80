<?php
date_default_timezone_set("Europe/Paris");
print_r(getdate(0));
print_r(getdate(1711846800));
print_r(localtime(1729990799, true));
print_r(localtime(1729990800));
print_r(localtime(-1000000000, true));
date_default_timezone_set("UTC");
var_dump(getdate(253402300800)["year"], localtime(253402300800)[5]);
