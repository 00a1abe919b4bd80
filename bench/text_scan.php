<?php
// Scanning and rewriting a large text with the string library: str_replace (arrays of
// search/replace and a count), strpos/substr_count scans, explode/implode, strtolower, trim.
$words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do"];
$parts = [];
$seed = 7;
for ($i = 0; $i < 200000; $i++) {
    $seed = ($seed * 1103515245 + 12345) & 0x7fffffff;
    $w = $words[$seed % 10];
    $parts[] = ($seed & 16) ? ucfirst($w) : $w;
    if ($seed % 17 == 0) {
        $parts[] = "\n";
    }
}
$text = implode(" ", $parts);
$sum = strlen($text);
for ($r = 0; $r < 6; $r++) {
    $out = str_replace(["lorem", "Ipsum", "dolor sit"], ["LOREM", "ipsvm", "d-s"], $text, $count);
    $sum += $count + strlen($out);
    $sum += substr_count($out, "amet") + substr_count(strtolower($out), "elit");
    $pos = 0;
    $hits = 0;
    while (($pos = strpos($text, "sed do", $pos)) !== false) {
        $hits++;
        $pos += 6;
    }
    $sum += $hits;
    foreach (explode("\n", $out) as $line) {
        $sum += strlen(trim($line)) & 7;
    }
}
echo "checksum: ", $sum, "\n";
