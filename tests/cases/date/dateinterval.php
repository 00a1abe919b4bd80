<?php
$tz = new DateTimeZone('UTC');
$a = new DateTime('2020-01-31 10:00:00', $tz);
foreach (['2020-03-01', '2020-02-29 09:00', '2019-12-31 11:30:15', '2021-03-01 10:00:00.5', '2020-01-31 10:00'] as $s) {
    $b = new DateTime($s, $tz);
    echo $s, ' ', $a->diff($b)->format('%R %y %m %d %h %i %s %f %a'), ' | ', $b->diff($a)->format('%R %Y %M %D %H %I %S %F %r%a %%'), "\n";
}
$p = new DateTime('2021-03-27 12:00', new DateTimeZone('Europe/Paris'));
$q = new DateTime('2021-03-28 12:00', new DateTimeZone('Europe/Paris'));
$iv = $p->diff($q);
echo $iv->days, ' ', $iv->d, ' ', $iv->h, "\n";
echo $q->diff($p, true)->format('%R%a'), "\n";
$i = new DateInterval('P1Y2M3W4DT5H6M7S');
print_r($i);
print_r(new DateInterval('PT36H'));
echo "\n";
try {
    new DateInterval('P1X');
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo date_interval_format(date_diff(date_create('2000-01-01', $tz), date_create('2001-02-03', $tz)), '%y-%m-%d %a'), "\n";
