<?php
foreach (["America/New_York","UTC","Europe/Paris","US/Eastern","Asia/Kolkata","Australia/Sydney","America/Argentina/Buenos_Aires","Etc/GMT+5", "Pacific/Chatham", "Africa/Abidjan", "Antarctica/McMurdo"] as $z) { echo $z, " "; var_dump((new DateTimeZone($z))->getLocation()); }
var_dump((new DateTimeZone("+02:00"))->getLocation(), timezone_location_get(new DateTimeZone("CEST")));
$n = 0; foreach (DateTimeZone::listIdentifiers() as $id) { $l = timezone_location_get(new DateTimeZone($id)); $n += $l["latitude"] != 0; $s[] = "$id $l[country_code] $l[latitude] $l[longitude] $l[comments]"; }
echo $n, " ", md5(implode("\n", $s)), "\n";
