<?php
$n = null; $n++; var_dump($n);
$n = null; $n--; var_dump($n);
$b = true; $b++; var_dump($b);
$b = false; $b--; var_dump($b);
$f = 1.5; $f++; var_dump($f);
$i = 5; var_dump($i++, $i, ++$i, $i--, --$i);
$s = "9.5"; $s++; var_dump($s);
$s = "1e3"; $s++; var_dump($s);
