<?php
// FILTER_VALIDATE_URL: schemes, hosts, IPv6 literals, user info, path/query required flags.
$urls = ["http://example.com", "https://example.com/", "http://example.com/path?q=1#frag", "HTTP://EXAMPLE.COM",
    "http://", "http:///path", "http://-example.com", "http://exa_mple.com", "http://example..com",
    "http://localhost", "http://localhost:8080", "http://127.0.0.1/", "http://[::1]/", "http://[::1]:80/x",
    "http://[1.2.3.4]/", "http://[zz]/", "http://user:pass@example.com", "http://us%20er@example.com",
    "http://us%2g@example.com", "http://us er@example.com", "http://user:p@ss@example.com", "http://u;x@h.com",
    "ftp://ftp.example.com/file", "ftp://", "mailto:user@example.com", "news:comp.lang.php", "file:///etc/passwd",
    "file://localhost/etc", "javascript:alert(1)", "foo:bar", "example.com", "//example.com", "/relative/path",
    "", "http://example.com/ä", "http://example.com/a b", "http://exämple.com", "http://example.com:99999",
    "http://example.com:", "http://a.b-c.d", "http://a.b-.d", "http://1.2.3", "http://0x7f.1", "http://example.com.",
    "https://www.example.com/foo/?bar=baz&inga=42&quux", "http://userid@example.com:8080", "http://⌘.ws",
    "http://foo.com/blah_(wikipedia)#cite-1", "http://a.b--c.de/", "http://www.foo.bar./", "tel:+1-816-555-1212",
    "urn:isbn:0451450523", "http://x.com?", "http://x.com#", "http://x.com/?", "git+ssh://h/x", "http:\\\\x.com"];
$flags = [0, FILTER_FLAG_PATH_REQUIRED, FILTER_FLAG_QUERY_REQUIRED, FILTER_FLAG_PATH_REQUIRED | FILTER_FLAG_QUERY_REQUIRED];
foreach ($urls as $u) {
    echo str_pad(json_encode($u, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), 52), ":";
    foreach ($flags as $f) {
        echo filter_var($u, FILTER_VALIDATE_URL, $f) === false ? " -" : " ok";
    }
    echo "\n";
}
var_dump(filter_var("nope", FILTER_VALIDATE_URL, FILTER_NULL_ON_FAILURE));
var_dump(filter_var("http://x.org", FILTER_VALIDATE_URL));
