<?php
$tz = new DateTimeZone('UTC');
$start = new DateTime('2020-01-30', $tz);
foreach (new DatePeriod($start, new DateInterval('P1D'), 3) as $k => $d) {
    echo $k, ' ', $d->format('Y-m-d'), "\n";
}
foreach (new DatePeriod($start, new DateInterval('P1M'), new DateTime('2020-06-01', $tz)) as $d) {
    echo $d->format('Y-m-d'), ' ', get_class($d), "\n";
}
$p = new DatePeriod(new DateTimeImmutable('2020-01-01', $tz), new DateInterval('PT12H'), new DateTime('2020-01-03', $tz), DatePeriod::EXCLUDE_START_DATE | DatePeriod::INCLUDE_END_DATE);
foreach ($p as $d) {
    echo $d->format('Y-m-d H:i'), ' ', get_class($d), "\n";
}
echo $p->getStartDate()->format('c'), ' ', $p->getEndDate()->format('c'), ' ', $p->getDateInterval()->format('%h'), "\n";
var_dump($p->getRecurrences());
$r = new DatePeriod($start, new DateInterval('P1W'), 2, DatePeriod::EXCLUDE_START_DATE);
var_dump($r->getRecurrences(), iterator_count($r->getIterator()));
