<?php
// date_sun_info(): rise, set, transit and the three twilights, with polar
// days and nights (true/false), in several default zones.
$places = [
    'Amsterdam' => [52.37, 4.89],
    'Quito' => [-0.18, -78.47],
    'Sydney' => [-33.87, 151.21],
    'Tromso' => [69.65, 18.96],
    'McMurdo' => [-77.85, 166.67],
    'Honolulu' => [21.31, -157.86],
];
$times = [0, 1700000000, 1718928000, 1734739200, 1679400000, 2000000000, -1000000000];
foreach (['UTC', 'Europe/Amsterdam', 'Pacific/Honolulu', 'Australia/Sydney'] as $zone) {
    date_default_timezone_set($zone);
    echo "== $zone\n";
    foreach ($places as $name => [$lat, $lon]) {
        foreach ($times as $t) {
            $info = date_sun_info($t, $lat, $lon);
            echo $name, ' ', $t, ': ';
            foreach ($info as $k => $v) {
                echo $k, '=', is_bool($v) ? var_export($v, true) : $v, ' ';
            }
            echo "\n";
        }
    }
}
var_dump(date_sun_info(1700000000, 90, 0));
var_dump(date_sun_info(1700000000, -90, 180));
try {
    date_sun_info(0, "north", 0);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
