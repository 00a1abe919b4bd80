<?php
$x = "X";
echo <<<EOT
    four spaces removed
      two remain
    $x
    EOT;
echo "|\n";
$s = <<<EOT
  a
 b
 EOT;
var_dump($s);
