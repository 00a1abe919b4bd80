<?php
// DateInterval::createFromDateString and its procedural alias.
var_dump(DateInterval::createFromDateString("3 days"));
$i = DateInterval::createFromDateString("1 year + 2 months - 1 day 10 hours ago");
var_dump($i->y, $i->m, $i->d, $i->h, $i->invert, $i->days);
echo $i->format("%y %m %d %h %i %s %R %a"), "\n";
var_dump(date_interval_create_from_date_string("foo"));
print_r(DateInterval::createFromDateString("next monday"));
echo "\n";
$d = new DateTime("2020-01-01 00:00:00", new DateTimeZone("UTC"));
$d->add(DateInterval::createFromDateString("1 month 2 days"));
echo $d->format("c"), "\n";
$d->add(DateInterval::createFromDateString("next monday"));
echo $d->format("c"), "\n";
$d->sub(DateInterval::createFromDateString("3 weeks"));
echo $d->format("c"), "\n";
$im = new DateTimeImmutable("2021-03-31 12:00", new DateTimeZone("Europe/Paris"));
echo $im->add(DateInterval::createFromDateString("last day of next month"))->format("c"), "\n";
echo $im->add(date_interval_create_from_date_string("+90 minutes"))->format("c"), "\n";
var_dump(DateInterval::createFromDateString(""));
var_dump(DateInterval::createFromDateString("2 days 10:00 10:00"));
foreach (["1 day", "-1 week", "2 fortnights", "yesterday", "+1 year -1 month"] as $s) {
    $i = DateInterval::createFromDateString($s);
    echo $s, ": ", $i->format("%y-%m-%d %h:%i:%s"), "\n";
}
