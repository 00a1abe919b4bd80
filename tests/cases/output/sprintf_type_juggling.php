<?php
echo sprintf("%d %d %d %d %d", "42", "4.9", "abc", null, [1]) , "\n";
echo sprintf("%.2f %.2f %.2f", "3.14159", "abc", true), "\n";
echo sprintf("%s %s", [1, 2], 1.0), "\n";
echo sprintf("%x %o %b", "255", 8.9, "3"), "\n";
echo sprintf("%c%c%c", 80, 72, 80), "\n";
echo sprintf("%d", PHP_INT_MAX), " ", sprintf("%d", 1e30), "\n";
