<?php
$v = 5;
echo ($v > 3 ? "big" : "small"), "\n";
echo ($v > 10 ? "huge" : ($v > 3 ? "big" : "small")), "\n";
echo $v ?: "falsy", "\n";
echo 0 ?: "falsy", "\n";
echo null ?? "null default", "\n";
echo (0 ?: null) ?? "both", "\n";
