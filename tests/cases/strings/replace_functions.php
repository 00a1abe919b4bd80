<?php
var_dump(str_replace("a", "b", "banana"), str_replace(["a", "n"], ["1", "2"], "banana"), str_replace(["a", "b"], "x", "abc"), str_ireplace("A", "o", "banana"));
str_replace("a", "", "banana", $count);
var_dump($count);
var_dump(substr_replace("Hello", "J", 0, 1), strtr("abc", "ab", "xy"), strtr("hi all", ["hi" => "bye", "all" => "you"]), str_word_count("one two three"));
