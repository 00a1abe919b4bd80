<?php
// Constants php defines for functions of its standard extension, whether or
// not the platform can use them (DNS, phpinfo, sockets, notifications).
$c = get_defined_constants(true);
foreach (["Core", "standard", "date", "pcre", "json", "hash", "random", "filter"] as $e) {
    echo $e, " ", count($c[$e]), "\n";
}
foreach (["HTML_SPECIALCHARS", "HTML_ENTITIES", "ENT_IGNORE", "ENT_DISALLOWED", "ENT_XML1",
          "ENT_XHTML", "ENT_HTML5", "EXTR_PREFIX_INVALID", "EXTR_PREFIX_IF_EXISTS", "CHAR_MAX",
          "DNS_A", "DNS_ALL", "DNS_ANY", "INFO_ALL", "CREDITS_ALL", "STREAM_NOTIFY_PROGRESS",
          "STREAM_CLIENT_CONNECT", "STREAM_CRYPTO_METHOD_TLS_CLIENT", "STREAM_SHUT_RDWR",
          "STREAM_PF_INET6", "STREAM_SOCK_DGRAM", "STREAM_PEEK", "STREAM_SERVER_LISTEN",
          "FILE_TEXT", "FILE_BINARY", "DECIMAL_POINT", "THOUSANDS_SEP", "YESSTR", "NOSTR",
          "PHP_CLI_PROCESS_TITLE"] as $n) {
    echo $n, " = ", var_export(constant($n), true), "\n";
}
var_dump(htmlspecialchars("<a href='x'>&amp;</a>", ENT_QUOTES | ENT_HTML5));
var_dump(htmlentities("é ' \x80", ENT_XML1 | ENT_SUBSTITUTE));
var_dump(count(get_html_translation_table(HTML_SPECIALCHARS)), count(get_html_translation_table(HTML_ENTITIES, ENT_HTML5)));
