<?php
var_dump(mb_parse_str("a=1&b[]=2&b[x]=3&c=%C3%A9&d", $r), $r);
var_dump(mb_parse_str("", $q), $q, mb_parse_str("&", $q), $q);
var_dump(mb_parse_str("a=%FF&b=%E9t%E9&%FF=1", $r), $r);
mb_internal_encoding("ISO-8859-1");
var_dump(mb_parse_str("%C3%A9=%C3%A9", $r), bin2hex(key($r)), bin2hex($r[key($r)]));
try { mb_parse_str("a=1"); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
