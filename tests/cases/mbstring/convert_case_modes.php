<?php
$s = "hello wORLD o'neil 123abc ǆa ßa ﬀx x.y a-b a_b 1a ΣΑΣ ſ İ ᾳ";
foreach ([MB_CASE_UPPER, MB_CASE_LOWER, MB_CASE_TITLE, MB_CASE_FOLD, MB_CASE_UPPER_SIMPLE, MB_CASE_LOWER_SIMPLE, MB_CASE_TITLE_SIMPLE, MB_CASE_FOLD_SIMPLE] as $m) {
    echo $m, ": ", mb_convert_case($s, $m), "\n";
}
foreach ([-1, 8, 100] as $m) {
    try { mb_convert_case("a", $m); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
