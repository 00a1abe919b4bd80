<?php
foreach (["Привет Мир", "ΚΑΛΗΜΈΡΑ κόσμε", "Ёлка ёж", "Ǆungla", "ǳ dz DZ", "ﬁne ﬂow", "ʼn"] as $s) {
    echo mb_strtoupper($s), " | ", mb_strtolower($s), " | ", mb_convert_case($s, MB_CASE_TITLE), " | ", mb_convert_case($s, MB_CASE_FOLD), "\n";
}
