<?php
// Only C/POSIX and C.UTF-8 exist (the corpus runs with LC_ALL=C in the environment).
var_dump(setlocale(LC_ALL, 0), setlocale(LC_CTYPE, 0), setlocale(LC_ALL, "0"));
var_dump(nl_langinfo(CODESET));
var_dump(setlocale(LC_ALL, "C"), nl_langinfo(CODESET), setlocale(LC_ALL, "POSIX"), setlocale(LC_ALL, "C.UTF-8"), setlocale(LC_ALL, "C.utf8"));
var_dump(setlocale(LC_ALL, "C.UTF8"), setlocale(LC_ALL, "C.utf-8"), setlocale(LC_ALL, "c.utf8"), setlocale(LC_ALL, "en_US.UTF-8"), setlocale(LC_ALL, "posix"));
var_dump(setlocale(LC_NUMERIC, "de_DE"), setlocale(LC_NUMERIC, "de_DE", "fr_FR", "C"), setlocale(LC_TIME, ["xx", "POSIX"]), setlocale(LC_ALL, 0));
var_dump(setlocale(LC_CTYPE, "C.UTF-8"), setlocale(LC_ALL, 0), setlocale(LC_ALL, ""), setlocale(LC_MONETARY, ""), setlocale(LC_ALL, 0));
var_dump(setlocale(LC_ALL, null), setlocale(99, "C"), setlocale(-1, "C"), setlocale(LC_ALL, []), setlocale(LC_ALL, [[]]));
var_dump(LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES, LC_ALL);
var_dump(localeconv());
foreach ([ABDAY_1, DAY_7, ABMON_12, MON_1, AM_STR, PM_STR, D_T_FMT, D_FMT, T_FMT, T_FMT_AMPM, ERA, ERA_D_FMT, ALT_DIGITS, CRNCYSTR, RADIXCHAR, THOUSEP, YESEXPR, NOEXPR, CODESET, MON_GROUPING] as $item) {
    var_dump(nl_langinfo($item));
}
var_dump(nl_langinfo(99999), nl_langinfo(-1));
printf("%.2f %s\n", 1234.5, number_format(1234.5, 1));
