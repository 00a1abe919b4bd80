<?php
foreach (["DATE_ATOM", "DATE_COOKIE", "DATE_ISO8601", "DATE_ISO8601_EXPANDED", "DATE_RFC822",
    "DATE_RFC850", "DATE_RFC1036", "DATE_RFC1123", "DATE_RFC7231", "DATE_RFC2822", "DATE_RFC3339",
    "DATE_RFC3339_EXTENDED", "DATE_RSS", "DATE_W3C"] as $c) {
    echo $c, " ", constant($c), " ", date(constant($c), 1700000000), " ", gmdate(constant($c), -5000000000), "\n";
}
