<?php
foreach ([DateTimeZone::AFRICA, DateTimeZone::AMERICA, DateTimeZone::ANTARCTICA, DateTimeZone::ARCTIC, DateTimeZone::ASIA, DateTimeZone::ATLANTIC, DateTimeZone::AUSTRALIA, DateTimeZone::EUROPE, DateTimeZone::INDIAN, DateTimeZone::PACIFIC, DateTimeZone::UTC, DateTimeZone::ALL, DateTimeZone::EUROPE | DateTimeZone::ASIA] as $g) {
  $l = DateTimeZone::listIdentifiers($g);
  echo $g, " ", count($l), " ", md5(implode(",", $l)), "\n";
}
foreach (["NZ", "us", "FR", "XX", "GB"] as $c) { try { print_r(timezone_identifiers_list(DateTimeZone::PER_COUNTRY, $c)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
try { var_dump(DateTimeZone::listIdentifiers(DateTimeZone::PER_COUNTRY)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { var_dump(DateTimeZone::listIdentifiers(12345)); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
