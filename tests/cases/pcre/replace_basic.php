<?php
echo preg_replace('/(\w+) (\w+)/', '$2 $1', 'hello world'), "\n";
echo preg_replace('/(\w+) (\w+)/', '\2 \1', 'hello world'), "\n";
echo preg_replace('/(\w+) (\w+)/', '${2}1 $11 $0', 'hello world'), "\n";
echo preg_replace('/a/', 'b', 'banana', 2), "\n";
echo preg_replace('/a/', 'b', 'banana', -1, $count), " $count\n";
echo preg_replace('/x/', 'y', 'abc', -1, $count), " $count\n";
echo preg_replace('/(a)(b)?/', '[$2|\2|${2}]', 'a ab'), "\n";
echo preg_replace('/a/', '\\\\$0 \$0 \\\\\\0 $', 'a'), "\n";
echo preg_replace('/a/', '$a ${x} \\', 'a'), "\n";
echo preg_replace('/\s+/', ' ', "a  b\t\tc\n\nd"), "\n";
echo preg_replace('/^/m', '> ', "line1\nline2\nline3"), "\n";
echo preg_replace('/(?<=\d)(?=(\d{3})+$)/', ',', '1234567'), "\n";
echo preg_replace('/x*/', '-', 'abc'), "\n";
echo preg_replace('/x*/u', '-', "\u{e9}t\u{e9}"), "\n";
var_dump(preg_replace('/a/', 'b', 'aaa', 0));
