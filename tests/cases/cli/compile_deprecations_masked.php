<?php
$a = "x";
echo "${a} \400\n";
