<?php
// DatePeriod from an ISO 8601 repeating interval, and recurrence counting.
$p = new DatePeriod("R4/2012-07-01T00:00:00Z/P7D");
print_r($p);
foreach ($p as $d) echo $d->format("Y-m-d H:i:s T e"), "\n";
var_dump($p->getRecurrences(), $p->recurrences, $p->include_start_date, $p->include_end_date, $p->getEndDate());
echo $p->current->format("Y-m-d"), "\n";
try { new DatePeriod("R2/2012-07-01T10:00:00+02:00/P1DT2H"); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p = new DatePeriod("R2/2012-07-01T10:00:00Z/P1DT2H", DatePeriod::EXCLUDE_START_DATE);
foreach ($p as $d) echo $d->format("c"), "\n";
var_dump($p->getRecurrences(), $p->getStartDate()->format("c"), $p->getDateInterval()->format("%d %h"));
foreach (["2012-07-01/P7D", "R4/foo/P7D", "R0/2012-07-01T00:00:00Z/P7D", "R2/2012-07-01T00:00:00Z/X"] as $s) {
    try { new DatePeriod($s); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$s = new DateTimeImmutable("2020-01-01", new DateTimeZone("UTC"));
$p = new DatePeriod($s, new DateInterval("P1D"), new DateTime("2020-01-04", new DateTimeZone("UTC")), DatePeriod::INCLUDE_END_DATE);
foreach ($p as $k => $d) echo $k, " ", get_class($d), " ", $d->format("Y-m-d"), "\n";
var_dump($p->getRecurrences(), $p->recurrences, $p->include_end_date);
$p = new DatePeriod($s, new DateInterval("P1D"), 3, DatePeriod::EXCLUDE_START_DATE|DatePeriod::INCLUDE_END_DATE);
foreach ($p as $k => $d) echo $k, " ", $d->format("Y-m-d"), "\n";
var_dump($p->getRecurrences(), $p->recurrences);
$p = new DatePeriod($s, new DateInterval("PT12H"), 2);
foreach ($p as $k => $d) echo $k, " ", $d->format("Y-m-d H:i"), "\n";
var_dump($p->getRecurrences(), $p->recurrences);
