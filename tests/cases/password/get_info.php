<?php
$hashes = [
    '$2y$10$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta', '$2y$04$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta',
    '$2y$4$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Taa', '$2y$ab$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta',
    '$2y$-5$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta', '$2y$ 7$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta',
    '$2y$+8$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta', '$2y$99999999999999999999999999999999999999999999999999999999',
    '$2a$10$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta', '$2y$10$short', "\$2y\$10\$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618T\0",
    'abccBcrPOxnLU', '$1$ab$U8jv6p.D2WDJLEY1puNWT1', '$6$salt$x', '', '$', '$$', '$x$', 'abc$', '2y$', 'x2y$',
    '$argon2i$', '$argon2id', '$argon2id$', '$argon2id$v', '$argon2i$v=19$m=1024,t=2,p=3$abc$def', '$argon2id$v=19$m=1024,t=2,p=3',
    '$argon2id$v=19$m=1024,t=2', '$argon2id$v=19$m=1k,t=2,p=3', '$argon2id$m=1024,t=2,p=3', '$argon2id$v=19$m=-1024,t=+2,p= 3',
    '$argon2id$v=19$m=99999999999999999999,t=2,p=3', '$argon2id$v=19$m=65536,t=4,p=1$aVcvS2FpZThhVUxrQzI4Mg$6CkDn1Ey5HsOkvdubND6zU4fcu3Pni+Qz/g5KBlIAyA',
    '$argon2d$v=19$m=1024,t=2,p=3$abc$def', '$argon2I$v=19$m=1024,t=2,p=3$abc$def', "\$argon2i\0\$v=19\$m=1024",
    "\$argon2i\$v=19\$m=10\x0024,t=2,p=3",
];
foreach ($hashes as $h) {
    echo json_encode($h), "\n  ", json_encode(password_get_info($h)), "\n";
}
var_dump(password_get_info('$2y$10$abcdefghijklmnopqrstuuKwk0TnX0A5LEBc3IFN3rR70igd618Ta'));
try {
    password_get_info();
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
try {
    password_get_info([]);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
