<?php
var_dump(mb_ereg_replace("(a)(b)?", "[\\1|\\2|\\0|\\\\|\\k<x>|\\9|$1]", "xaby a"));
var_dump(mb_ereg_replace("(?<x>a)", "[\\k<x>|\\k'x'|\\1]", "xay"));
var_dump(mb_ereg_replace("", "-", "abc"));
var_dump(mb_ereg_replace("x*", "-", "abc"));
var_dump(bin2hex(mb_ereg_replace("x*", "-", "éa")));
var_dump(mb_ereg_replace("b", "-", "abcb", "i"));
var_dump(mb_eregi_replace("B", "-", "abcb"));
var_dump(mb_eregi_replace("ö", "o", "ÖöÖ"));
var_dump(mb_ereg_replace("(\\d+)", "#\\1#", "ab12cd345"));
var_dump(mb_ereg_replace("(?<n>\\d+)", "#\\k<n>#\\k'n'#\\k<1>#\\k<x>#", "ab12"));
var_dump(bin2hex(mb_ereg_replace("(\\d+)", "#\\k<1>#\\k<01>#\\k<>#\\k<1#", "ab12")));
var_dump(bin2hex(mb_ereg_replace("(\\d+)", "\\k", "ab12")));
var_dump(mb_ereg_replace("é", "\\", "aéb"));
var_dump(mb_ereg_replace("é", "x\\é\\", "aéb"));
var_dump(mb_ereg_replace("\\s+", " ", "a  b\t\n c"));
var_dump(mb_ereg_replace("^\\s+|\\s+$", "", "  trim me  "));
var_dump(mb_ereg_replace("b", "x", "\xff"));
var_dump(mb_ereg_replace("(", "x", "a"));
try { mb_ereg_replace("a", "x", "a", "e"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mb_ereg_replace("a", "x", "a", "q"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(mb_ereg_replace("A", "x", "aAa", "r"));
var_dump(mb_ereg_replace(".", "x", "a\nb", "r"));
var_dump(mb_ereg_replace(".", "x", "a\nb"));
var_dump(mb_split(",", "a,b,,c"));
var_dump(mb_split(",", "a,b,,c", 2));
var_dump(mb_split(",", "a,b,,c", 0));
var_dump(mb_split(",", "a,b,,c", -1));
var_dump(mb_split("x*", "abc"));
var_dump(mb_split("", "éa"));
var_dump(mb_split("b", "abc", 1), mb_split("b", "abcbd", 2), mb_split("b", "", -1), mb_split("b", "b"));
var_dump(mb_split("\\s*,\\s*", "a , b,c ,d", 3));
var_dump(mb_split("、", "東京、大阪、名古屋"));
var_dump(mb_split("(", "a"));
var_dump(mb_split("a", "\xff"));
