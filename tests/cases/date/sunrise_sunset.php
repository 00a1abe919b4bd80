<?php
// date_sunrise()/date_sunset() (deprecated in 8.1): the three return formats,
// the date.* ini defaults, the zone's offset php takes at the epoch, errors.
$t = 1700000000;
var_dump(SUNFUNCS_RET_TIMESTAMP, SUNFUNCS_RET_STRING, SUNFUNCS_RET_DOUBLE);
var_dump(date_sunrise($t));
var_dump(date_sunset($t));
var_dump(date_sunrise($t, SUNFUNCS_RET_TIMESTAMP, 52.37, 4.89));
var_dump(date_sunset($t, SUNFUNCS_RET_TIMESTAMP, 52.37, 4.89));
var_dump(date_sunrise($t, SUNFUNCS_RET_DOUBLE, 52.37, 4.89, 90.5, 1));
var_dump(date_sunset($t, SUNFUNCS_RET_DOUBLE, 52.37, 4.89, 96, 1.5));
var_dump(date_sunrise($t, SUNFUNCS_RET_STRING, 52.37, 4.89, null, 13));
var_dump(date_sunset($t, SUNFUNCS_RET_STRING, -33.87, 151.21, null, -11));
var_dump(date_sunrise($t, SUNFUNCS_RET_STRING, 78.2, 15.6));
var_dump(date_sunset(1718928000, SUNFUNCS_RET_STRING, 78.2, 15.6));
foreach (['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu'] as $z) {
    date_default_timezone_set($z);
    echo $z, ' ', date_sunrise($t, SUNFUNCS_RET_STRING, 51.5, -0.12), ' ', date_sunset($t, SUNFUNCS_RET_STRING, 51.5, -0.12), ' ',
        date_sunrise($t, SUNFUNCS_RET_DOUBLE, 40.7, -74), ' ', date_sunset($t, SUNFUNCS_RET_TIMESTAMP, 28.6, 77.2), "\n";
}
date_default_timezone_set('UTC');
ini_set('date.default_latitude', '40.4');
ini_set('date.default_longitude', '-3.7');
ini_set('date.sunrise_zenith', '96');
var_dump(date_sunrise($t), date_sunset($t));
try {
    date_sunrise($t, 7);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    date_sunset($t, -1);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
