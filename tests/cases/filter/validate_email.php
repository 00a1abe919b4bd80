<?php
// FILTER_VALIDATE_EMAIL: dot-atoms, quoted local parts, domains, address literals, lengths, FILTER_FLAG_EMAIL_UNICODE.
$emails = ["user@example.com", "first.last@example.co.uk", "user+tag@example.com", "user@localhost",
    "user@example", "user@sub.example.com", "user.@example.com", ".user@example.com", "us..er@example.com",
    "\"quoted\"@example.com", "\"qu oted\"@example.com", "\"q\\\"x\"@example.com", "user@[127.0.0.1]",
    "user@[IPv6:::1]", "user@[IPv6:2001:db8::1]", "user@[300.1.1.1]", "user@-example.com", "user@example-.com",
    "user@exa_mple.com", "user@xn--bcher-kva.ch", "user@example.c", "user@example.123", "user@123.com",
    "@example.com", "user@", "user", "", "user@@example.com", "us er@example.com", "user@exa mple.com",
    "üser@example.com", "user@exämple.com", "用户@例子.广告", "user@EXAMPLE.COM", "USER@example.com",
    "!#$%&'*+-/=?^_`{|}~@example.com", "a@b.c", "a@b.co", str_repeat("a", 64) . "@example.com",
    str_repeat("a", 65) . "@example.com", "a@" . str_repeat("b", 63) . ".com", "a@" . str_repeat("b", 64) . ".com",
    "a@" . str_repeat("b.", 150) . "com", "user@example.com.", "user\n@example.com", "user@example.com\n"];
foreach ($emails as $e) {
    echo str_pad(json_encode(strlen($e) > 60 ? strlen($e) : $e, JSON_UNESCAPED_UNICODE), 44), ":",
        filter_var($e, FILTER_VALIDATE_EMAIL) === false ? " -" : " ok",
        filter_var($e, FILTER_VALIDATE_EMAIL, FILTER_FLAG_EMAIL_UNICODE) === false ? " -" : " ok", "\n";
}
var_dump(filter_var("x", FILTER_VALIDATE_EMAIL, FILTER_NULL_ON_FAILURE));
var_dump(filter_var("a@b.cd", FILTER_VALIDATE_EMAIL));
