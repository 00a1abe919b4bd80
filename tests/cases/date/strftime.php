<?php
date_default_timezone_set('America/New_York');
echo strftime("%a %A %d %e %j %u %w %U %V %W %b %B %h %m %y %Y %G %g %H %k %I %l %M %p %P %r %R %S %T %X %Z %z %c %D %F %s %x %n %t %% %C %Q", 1700000000), "|\n";
echo gmstrftime("%Y-%m-%d %H:%M:%S %Z %z", 1700000000), "\n";
echo strftime("%e %k %l %j %U %W", 1704153600), "\n";
var_dump(strftime(""));
echo @strftime("%V %G %g", 1609459200), "\n";
