<?php
$base = 1700000000; // Tue 2023-11-14 22:13:20 UTC
$inputs = ["now", "today", "midnight", "noon", "tomorrow", "yesterday", "tomorrow noon",
    "midnight tomorrow", "yesterday 14:00", "today 15:00", "15:00 today",
    "+1 day", "-1 day", "+1 week 2 days", "-2 weeks", "3 days ago", "-1 day ago", "+1 fortnight",
    "1 sec", "+90 minutes", "+1 hour", "-36 hours", "+1 month", "-1 year", "+10 years 2 months",
    "next day", "next week", "this week", "last week", "next month", "last year", "previous month",
    "next monday", "last monday", "monday", "this monday", "sunday this week", "monday this week",
    "saturday next week", "sat", "Tue", "next tuesday", "last tuesday", "thursday",
    "first day of next month", "last day of next month", "last day of", "first day of this month 00:00",
    "first day of last month", "last day of february", "first monday of next month",
    "last friday of", "second wednesday of next month", "last sunday of last month",
    "@0", "@86400 +1 day", "@-1000", "@1700000000 -1 week"];
foreach ($inputs as $s) {
    $r = strtotime($s, $base);
    echo str_pad($s, 32), $r === false ? "false" : date("D Y-m-d H:i:s", $r), "\n";
}
echo date("Y-m-d", strtotime("+1 month", mktime(0, 0, 0, 1, 31, 2021))), "\n";
echo date("Y-m-d", strtotime("last day of next month", mktime(0, 0, 0, 1, 31, 2024))), "\n";
echo date("Y-m-d", strtotime("-1 year", mktime(0, 0, 0, 2, 29, 2024))), "\n";
echo date("Y-m-d D", strtotime("this week", mktime(0, 0, 0, 11, 19, 2023))), "\n";
echo date("Y-m-d D", strtotime("next week", mktime(0, 0, 0, 11, 19, 2023))), "\n";
