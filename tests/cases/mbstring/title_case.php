<?php
foreach (["the quick brown fox", "o'reilly mcdonald's", "l'été à paris", "élan vital", "x\u{301}yz abc", "hello-world_foo bar.baz", "ǉubljana ǈ", "ΓΕΙΑ ΣΟΥ", "123 456abc", "ab\xffcd ef", "ß ßa", "a\u{2019}b c:d"] as $s) {
    echo mb_convert_case($s, MB_CASE_TITLE), " | ", mb_convert_case($s, MB_CASE_TITLE_SIMPLE), "\n";
}
