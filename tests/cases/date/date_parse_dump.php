<?php
// date_parse(): the full array for dates, times, zones and relative parts.
var_dump(date_parse("2006-12-12 10:00:00.5"));
var_dump(date_parse("Feb 2010 +1 week 2 days"));
var_dump(date_parse("foo bar"));
var_dump(date_parse("10:00 EST"));
var_dump(date_parse("last day of next month"));
var_dump(date_parse("@1234567890"));
print_r(date_parse("2020-01-02 10:00:00 America/New_York"));
print_r(date_parse(""));
