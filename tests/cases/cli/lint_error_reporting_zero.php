<?php
function opt($a = 1, $b) { return "${a}"; }
echo "\400\n";
