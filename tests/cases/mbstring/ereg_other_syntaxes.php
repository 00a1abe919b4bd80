<?php
function t($p, $s, $o) { 
  $r = @mb_ereg_match($p, $s, $o); $e = error_get_last(); error_clear_last();
  echo json_encode([$p, $s, $o, $r, $e['message'] ?? null]), "\n";
}
foreach (["z","j","d","u","g","c","b","r"] as $o) {
  echo "== $o\n";
  t(".*b", "a\nb", $o); t("(?s).*b", "a\nb", $o); t("(?m)a$", "a\nb", $o); t("a$", "a\nb", $o); t(".*^b", "a\nb", $o);
  t("\\h", "f", $o); t("a+", "aa", $o); t("a\\+", "aa", $o); t("a|b", "b", $o); t("a\\|b", "b", $o);
  t("(a)\\1", "aa", $o); t("\\(a\\)\\1", "aa", $o); t("a{2}", "aa", $o); t("a\\{2\\}", "aa", $o);
  t("a?", "a?", $o);t("a\\?", "a", $o); t("[[:alpha:]]", "a", $o); t("\\w", "a", $o); t("(?i)A", "a", $o);
  t("(?<n>a)", "a", $o); t("\\d", "1", $o); t("a{,2}", "aa", $o); t("\\x41", "A", $o); t("\\u0041", "A", $o);
}
