<?php
foreach (["abc", "a\xffb", "\xe2\x82x", "\xed\xa0\x80", "\xc0\xaf", "\xf8\x88\x80\x80\x80", "\xf4\x90\x80\x80", "\xe0\x80\x80", "\xf5abc", "\xc3\xa9\xff", "\x80\x80"] as $s) {
    echo bin2hex($s), " => ", mb_scrub($s), "\n";
}
var_dump(mb_scrub("a\x80b", "ASCII"), bin2hex(mb_scrub("\x81\x80", "Windows-1252")));
