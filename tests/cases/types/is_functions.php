<?php
$vals = ['null' => null, 'true' => true, 'int' => 42, 'float' => 4.2, 'numstr' => "42", 'floatstr' => "4.2e1", 'str' => "abc", 'empty' => "", 'arr' => [1], 'obj' => new stdClass];
foreach ($vals as $name => $v) {
    printf("%-8s int:%d float:%d string:%d bool:%d array:%d null:%d numeric:%d scalar:%d iterable:%d countable:%d object:%d\n",
        $name, is_int($v), is_float($v), is_string($v), is_bool($v), is_array($v), is_null($v), is_numeric($v), is_scalar($v), is_iterable($v), is_countable($v), is_object($v));
}
var_dump(is_integer(5), is_long(5), is_double(5.0));
