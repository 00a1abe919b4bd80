<?php
$s = 'abcdefghijkl';
echo preg_replace('/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)/', '$11-$10-${1}0-$1$2', $s), "\n";
echo preg_replace('/(a)/', '$100', 'a'), "\n";
echo preg_replace('/(a)/', '${1', 'a'), "\n";
echo preg_replace('/(a)/', '$', 'a'), "\n";
echo preg_replace('/(a)/', '\\', 'a'), "\n";
echo preg_replace('/(a)/', '\\\\\\1', 'a'), "\n";
echo preg_replace('/(a)/', '$$1', 'a'), "\n";
echo preg_replace('/(a)/', '\\$1', 'a'), "\n";
echo preg_replace('/a(?<n>b)?/', '[$1]', 'a ab'), "\n";
echo preg_replace('/a\Kb/', 'X', 'abab'), "\n";
