<?php
// FILTER_VALIDATE_IP: IPv4, IPv6 (compressed, embedded IPv4), families and the RFC 6890 range flags.
$inputs = ["127.0.0.1", "0.0.0.0", "1.2.3.4", "255.255.255.255", "256.1.1.1", "1.2.3", "1.2.3.4.5", "01.2.3.4",
    "1.02.3.4", "0.0.0.00", "1.2.3.4 ", " 1.2.3.4", "1..2.3", "1.2.3.", ".1.2.3", "1.2.3.4a", "10.0.0.1",
    "10.255.255.255", "172.16.0.1", "172.31.255.255", "172.32.0.1", "192.168.1.1", "169.254.1.1", "100.64.0.1",
    "100.128.0.1", "192.0.0.1", "192.0.0.8", "192.0.2.1", "192.88.99.1", "198.18.0.1", "198.20.0.1",
    "198.51.100.7", "203.0.113.5", "224.0.0.1", "239.255.255.255", "240.0.0.1", "8.8.8.8", "1.1.1.1", "",
    "abc", "1", "::", "::1", "::2", "1::", "1::1", "::ffff:1.2.3.4", "::1.2.3.4", "1:2:3:4:5:6:1.2.3.4",
    "1:2:3:4:5:6:7:1.2.3.4", "1:2:3:4:5::1.2.3.4", "2001:db8::1", "2001:0db8:0000:0000:0000:0000:0000:0001",
    "2001:db8::g", "2001:db8:::1", "2001::db8::1", ":1::2", "1::2:", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7::", "::1:2:3:4:5:6:7", "1:2:3:4::5:6:7:8", "12345::1", "fe80::1", "febf::1", "fec0::1",
    "fc00::1", "fdff::1", "fe00::1", "64:ff9b::1.2.3.4", "64:ff9b::1", "100::1", "100::1:0:0:0:1",
    "2001::1", "2001:1ff::1", "2001:200::1", "2002::1", "2001:10::1", "2606:4700::1111", "::ffff:0:1",
    "[::1]", "1.2.3.4:80", "::1%eth0", "1.2.3.04", "::1.2.3", ":::", "1:::2", "0:0:0:0:0:0:0:0",
    "0:0:0:0:0:0:0:1", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"];
$flagsets = [0, FILTER_FLAG_IPV4, FILTER_FLAG_IPV6, FILTER_FLAG_IPV4 | FILTER_FLAG_IPV6, FILTER_FLAG_NO_PRIV_RANGE,
    FILTER_FLAG_NO_RES_RANGE, FILTER_FLAG_GLOBAL_RANGE, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE];
foreach ($inputs as $in) {
    echo str_pad($in, 40), ":";
    foreach ($flagsets as $f) {
        echo filter_var($in, FILTER_VALIDATE_IP, $f) === false ? " -" : " ok";
    }
    echo "\n";
}
var_dump(filter_var("1.2.3.999", FILTER_VALIDATE_IP, FILTER_NULL_ON_FAILURE));
var_dump(filter_var("::1", FILTER_VALIDATE_IP, ["flags" => FILTER_FLAG_IPV4, "options" => ["default" => "none"]]));
foreach (["5f::1", "5f00::1", "3ff3::1", "3ff3:1::1", "2001:2::1", "2001:2:1::1", "2001:1ff::1", "2001:200::1",
    "100:0:0:1::1", "::ffff:0:0", "fec0::1", "0.1.2.3", "127.255.0.1", "169.254.0.0", "169.253.0.1"] as $a) {
    echo str_pad($a, 14);
    foreach ([FILTER_FLAG_NO_PRIV_RANGE, FILTER_FLAG_NO_RES_RANGE, FILTER_FLAG_GLOBAL_RANGE] as $f) {
        echo filter_var($a, FILTER_VALIDATE_IP, $f) === false ? " -" : " ok";
    }
    echo "\n";
}
