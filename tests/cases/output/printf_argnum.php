<?php
printf("%2\$s %1\$s %2\$s\n", "world", "hello");
printf("%1\$'*10s|%1\$-10s|\n", "x");
printf("%1\$d %1\$x %1\$o %1\$b\n", 64);
echo sprintf('%3$s-%1$s-%2$s', 'a', 'b', 'c'), "\n";
