<?php
var_dump(mb_regex_set_options());
var_dump(mb_regex_set_options("imsxlnr"));
var_dump(mb_regex_set_options("p"));
var_dump(mb_regex_set_options("z"));
var_dump(mb_regex_set_options("jugcrzbd"));
var_dump(mb_regex_set_options("ms"));
var_dump(mb_regex_set_options("m"));
var_dump(mb_regex_set_options(""));
var_dump(mb_regex_set_options());
foreach (["q", "e", "P"] as $o) {
    try { mb_regex_set_options($o); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
var_dump(mb_regex_set_options(null));
mb_regex_set_options("i");
var_dump(mb_ereg("A", "a"));
mb_regex_set_options("x");
var_dump(mb_ereg("a b c", "abc"));
mb_regex_set_options("l");
var_dump(mb_ereg_replace("a|ab|abc", "<\\0>", "abcd"), mb_ereg_replace("a+", "<\\0>", "a aaa aa"));
mb_regex_set_options("n");
var_dump(mb_ereg_replace("a*", "<\\0>", "baaab"));
mb_regex_set_options("pr");
var_dump(mb_ereg_replace("a*", "<\\0>", "baaab"));
