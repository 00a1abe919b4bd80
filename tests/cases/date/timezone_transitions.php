<?php
$z=new DateTimeZone("Europe/Paris"); foreach ([2200000000, 4000000000] as $e) { $t=$z->getTransitions(1600000000, $e); echo count($t), " ", end($t)["time"], "\n"; }
$t=$z->getTransitions(); echo count($t), " ", end($t)["time"], " ", $t[0]["time"]," ",$t[1]["time"],"\n";
$t=(new DateTimeZone("America/New_York"))->getTransitions(); echo count($t), " ", end($t)["time"], " ", $t[0]["time"]," ",$t[1]["time"],"\n";
$t=(new DateTimeZone("Asia/Tokyo"))->getTransitions(); echo count($t), " ", end($t)["time"], "\n";
print_r((new DateTimeZone("UTC"))->getTransitions());
var_dump((new DateTimeZone("+02:00"))->getTransitions());
