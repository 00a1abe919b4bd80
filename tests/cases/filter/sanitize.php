<?php
// The sanitising filters with every strip/encode flag, empty strings and invalid UTF-8.
$inputs = ["a&amp;b <i>\"q'</i> \x01\x1f\x7f\xc3\xa9 `x` ~", "< b>tag</ b> <!-- c --> <?php x ?> 5 < 6 > 4",
    "", "\xff<", "+1-2.3,4e5E6 x", "user(at)exa mple.com<>", "http://ex ample.com/ä?q=<1>&r=\"2\"", "\0nul\0",
    "tab\there\nnew", "O'Reilly \\ \"x\"", "<b>bold</b>", "<", "<<>>", "a<b", "x > y", "&#39;&lt;"];
$filters = [FILTER_SANITIZE_ENCODED, FILTER_SANITIZE_SPECIAL_CHARS, FILTER_SANITIZE_FULL_SPECIAL_CHARS,
    FILTER_UNSAFE_RAW, 513, FILTER_SANITIZE_ADD_SLASHES, FILTER_SANITIZE_EMAIL, FILTER_SANITIZE_URL,
    FILTER_SANITIZE_NUMBER_INT, FILTER_SANITIZE_NUMBER_FLOAT];
$flags = [0, FILTER_FLAG_STRIP_LOW, FILTER_FLAG_STRIP_HIGH, FILTER_FLAG_STRIP_BACKTICK, FILTER_FLAG_ENCODE_LOW,
    FILTER_FLAG_ENCODE_HIGH, FILTER_FLAG_ENCODE_AMP, FILTER_FLAG_NO_ENCODE_QUOTES, FILTER_FLAG_EMPTY_STRING_NULL,
    FILTER_FLAG_STRIP_LOW | FILTER_FLAG_STRIP_HIGH | FILTER_FLAG_ENCODE_AMP];
foreach ($filters as $f) {
    foreach ($inputs as $i => $in) {
        foreach ($flags as $fl) {
            echo "$f/$i/$fl: ", json_encode(filter_var($in, $f, $fl), JSON_INVALID_UTF8_SUBSTITUTE), "\n";
        }
    }
}
foreach ([0, FILTER_FLAG_ALLOW_FRACTION, FILTER_FLAG_ALLOW_THOUSAND, FILTER_FLAG_ALLOW_SCIENTIFIC,
    FILTER_FLAG_ALLOW_FRACTION | FILTER_FLAG_ALLOW_THOUSAND | FILTER_FLAG_ALLOW_SCIENTIFIC] as $fl) {
    var_dump(filter_var("-1,234.5e+6E-7 abc", FILTER_SANITIZE_NUMBER_FLOAT, $fl));
}
var_dump(filter_var(12.5, FILTER_SANITIZE_NUMBER_INT), filter_var(true, FILTER_SANITIZE_SPECIAL_CHARS));
var_dump(filter_var(null, FILTER_UNSAFE_RAW, FILTER_FLAG_EMPTY_STRING_NULL));
var_dump(filter_var("<b></b>", 513, FILTER_FLAG_EMPTY_STRING_NULL));
var_dump(filter_var("x"), filter_var(" x "), filter_var(0x209 === 521 ? "y" : "", 521), filter_var("z", 260));
