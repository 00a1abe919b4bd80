<?php
$z = new DateTimeZone('Europe/Paris');
echo $z->getName(), ' ', $z->getOffset(new DateTime('2021-07-01', $z)), ' ', $z->getOffset(new DateTime('2021-01-01', $z)), "\n";
$t = $z->getTransitions(1600000000, 1640000000);
print_r($t);
var_dump(count(DateTimeZone::listIdentifiers()), count(timezone_identifiers_list(DateTimeZone::EUROPE)));
print_r(DateTimeZone::listIdentifiers(DateTimeZone::PER_COUNTRY, 'NZ'));
print_r(array_slice(DateTimeZone::listIdentifiers(DateTimeZone::AUSTRALIA), 0, 3));
foreach (['UTC', 'utc', '+02:00', '-0530', 'EST', 'America/Argentina/Buenos_Aires', 'asia/tokyo'] as $n) {
    $x = new DateTimeZone($n);
    echo $n, ' => ', $x->getName(), "\n";
}
try {
    new DateTimeZone('Mars/Base');
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(@timezone_open('Nope/Nope'));
echo timezone_name_get(timezone_open('Asia/Kolkata')), "\n";
date_default_timezone_set('Australia/Sydney');
echo date('c T', 1700000000), "\n";
echo DateTimeZone::EUROPE, ' ', DateTimeZone::ALL, "\n";
