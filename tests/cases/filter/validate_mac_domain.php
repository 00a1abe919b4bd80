<?php
// FILTER_VALIDATE_MAC (three forms, separator option) and FILTER_VALIDATE_DOMAIN (with FILTER_FLAG_HOSTNAME).
foreach (["00:11:22:33:44:55", "00-11-22-33-44-55", "0011.2233.4455", "00:11:22:33:44", "00:11:22:33:44:5g",
    "00:11-22:33:44:55", "001122334455", "0:11:22:33:44:55:", "AA:bb:CC:dd:EE:ff", "0011.2233.445", "0011:2233:4455",
    "00.11.22.33.44.55", "", "00:11:22:33:44:55 "] as $m) {
    echo json_encode($m), ": ", var_export(filter_var($m, FILTER_VALIDATE_MAC), true);
    foreach ([":", "-", ".", "x"] as $sep) {
        echo " ", var_export(filter_var($m, FILTER_VALIDATE_MAC, ["options" => ["separator" => $sep]]), true);
    }
    echo "\n";
}
try {
    filter_var("00:11:22:33:44:55", FILTER_VALIDATE_MAC, ["options" => ["separator" => "::"]]);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
$long = str_repeat("a", 63);
foreach (["example.com", "example.com.", ".example.com", "example..com", "a", "a.", ".", "", "-a.com", "a-.com",
    "a-", "a-.", "a--b.com", "a_b.com", "xn--bcher-kva.ch", "1.2.3.4", "é.com", "a.-b", "a.b-", "$long.com",
    "{$long}a.com", str_repeat("a.", 126) . "a", str_repeat("a.", 127) . "a", "a b.com", "a\0b.com", "UPPER.COM",
    "a.b.c.d.e", "123", "-", "a.1"] as $d) {
    echo json_encode(strlen($d) > 70 ? strlen($d) : $d), ": ", var_export(filter_var($d, FILTER_VALIDATE_DOMAIN) !== false, true),
        " ", var_export(filter_var($d, FILTER_VALIDATE_DOMAIN, FILTER_FLAG_HOSTNAME) !== false, true), "\n";
}
var_dump(filter_var("-", FILTER_VALIDATE_DOMAIN, FILTER_FLAG_HOSTNAME | FILTER_NULL_ON_FAILURE));
