<?php
function t($p, $s, $o = null) { 
  $r = $o === null ? mb_ereg($p, $s, $m) : (mb_regex_set_options($o) !== null ? mb_ereg($p, $s, $m) : 0);
  echo json_encode([$p, $s, $o, $r, $m]), "\n";
}
t("a$", "a\n"); t("a$", "a\n", "r"); t("^b", "a\nb", "r"); t("a.b", "a\nb", "r"); t("a$", "a\nb", "r");
t("^b", "a\nb", "m"); t("a.b", "a\nb", "m"); t("a$", "a\n", "s");t("^b", "a\nb", "s");t("a$", "a\nb", "s");
t("a$", "a\nb", "l"); t("a$", "a\nb", "pl"); t("A", "a", "i"); t("a b", "ab", "x");
t("\\Aa", "a"); t("a\\z", "a\n"); t("a\\Z", "a\n");
t("(?i)A", "a", "r"); t("(?m)a.b", "a\nb", "r"); t("(?s)a.b", "a\nb", "r");
t("\\H+", "0fzz", "r"); t("\\w+", "héllo"); t("[[:^alpha:]]+", "ab12");
t("a{,2}", "aaa"); t("\\d+", "١٢3"); t("\\s", "\xc2\xa0");
t("(a)\\1", "aa"); t("(?<x>a)\\k<x>", "aa"); t("\\p{Lu}+", "aBCd"); t("a++", "aaa");
t("[a-z&&[^c]]+", "abcd"); t("\\x{41}", "A"); t("\\u0041", "A"); t("(?#comment)a", "a");
t("a|", "b"); t("\\Gx", "x");
