<?php
foreach (["hello", "straße", "ǆemal", "ŉ", "ΐ", "ﬀ", "İstanbul", "ΣΑΣ", "ǅ", "ẞ", "ﬃx", "Ꭰꭰ", "ᾳ"] as $s) {
    echo $s, " | ", mb_strtoupper($s), " | ", mb_strtolower($s), "\n";
}
echo mb_strtoupper("a\xffb\xe2\x82"), "\n";
echo mb_strtolower("ÀÉÎ", "ISO-8859-1") === "ÀÉÎ" ? "same\n" : "diff\n";
echo bin2hex(mb_strtoupper("\xe0\xe9", "ISO-8859-1")), "\n";
