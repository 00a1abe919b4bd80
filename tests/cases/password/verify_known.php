<?php
// Hashes made by php 8.2 (and, for Argon2 v1.0 and odd lengths, by libargon2 directly).
$known = [
    ["correct horse", '$argon2i$v=19$m=64,t=3,p=1$RnltOHZkSElFdnVicHBkdA$Y0s42JQWHQTnK4AL+75XKM/2vrQ219wK891d1utm1eA'],
    ["correct horse", '$argon2id$v=19$m=256,t=2,p=4$MmZUaVZuT0JzblMyV0pGWQ$YsHLkiO1x5xfa9m2v1UWff1Ztx7FvCFhZLhbjDslfEY'],
    ["correct horse", '$argon2id$v=19$m=1024,t=1,p=2$MjB2aEVWTXFvNlNHd3NPcQ$fB35CUoB+tv8QxlF8j8zGUoE086guN2P+4lhk18lY54'],
    ["correct horse", '$argon2i$v=19$m=32,t=5,p=3$OXl4QWxzbTBrOFU2UkYzUQ$ujAiQXADH5U6KuGW8LrPFoggYfq9Ta+TvzM7DWPkirE'],
    ["pässwörd\0nul", '$argon2id$v=19$m=16,t=1,p=1$b1RMRmtJaDRGcHBTVC9EZw$zNsp8Lp4IUf0P2BAfjvzXCAvLzC9AUJ+BlP1tFpnuN4'],
    ["", '$argon2i$v=19$m=16,t=1,p=1$d2JWbGd6Rm5DLlczU3dlZQ$TZHgQvyjnpWj2CW9NPucoofPVFHajjmZnrbDTcrwd8A'],
    ["x", '$argon2id$v=19$m=65536,t=4,p=1$aVcvS2FpZThhVUxrQzI4Mg$6CkDn1Ey5HsOkvdubND6zU4fcu3Pni+Qz/g5KBlIAyA'],
    ["secret", '$argon2i$v=16$m=16,t=2,p=1$c2FsdHNhbHRzYWx0$7LRoarNZJPIB2VntOLixSd91JuReP2jg'],
    ["secret", '$argon2i$m=16,t=2,p=1$c2FsdHNhbHRzYWx0$7LRoarNZJPIB2VntOLixSd91JuReP2jg'],
    ["secret", '$argon2id$v=16$m=64,t=3,p=2$c2FsdHNhbHRzYWx0$d0b2n00Ik54GLfUTNSY4oXG8s4hUPHLi'],
    ["secret", '$argon2i$v=19$m=32,t=2,p=1$c2FsdHNhbHRzYWx0$igVGFjR2dhJLv+7U7U39nVzBZkWHU5ub'],
    ["p\0w", '$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$dbU0hIzr5KmZTc32QcyZYi+sHEVyjfD9ZUg0ZtMKmEO3WLw9NfT1Q6OrAwexI1WI17OJtjLUp0kwKzklU8f8t32RqZ1N/46D2MRsfxqPdWFQodIGjfD0AUeL2W/8WtzGHMTxtw'],
    ["", '$argon2i$v=19$m=24,t=1,p=3$c2FsdHNhbHQ$Qhq3qw'],
    ["x", '$argon2id$v=19$m=8,t=1,p=1$c2FsdHNhbHQ$+4O59AwtJVvFlaNHSULj2YbiQmKSpJYh6fi9XF77OuQ7MWegen4zGKRD2LGDmYa4l6TUCl+SxZQyIDRUVpfSMVQ'],
    ["correct horse", '$2y$05$/mqUQx.TmfiSpkk9QoiHLOIvD9KhoWRpU4eqooSOHonG2xJ.n6pfK'],
    ["", '$2y$04$k9PKFXo8EsdZll./Xp4Qhuh8TxTiv4.znvmSTI7z3Xk69s.CQg6d2'],
    ["pass", '$2a$04$abcdefghijklmnopqrstuufznL8bkzdtHwLhca4To/v9Lo9bA7fR6'],
    ["pass", '$2y$04$abcdefghijklmnopqrstuufznL8bkzdtHwLhca4To/v9Lo9bA7fR6'],
    ["pass", 'abccBcrPOxnLU'],
    ["pass", '_J9..rasmQdkFnFzbQ9g'],
    ["pass", '$1$saltsalt$hZR.9zfJXcVTsa9iTxnQR1'],
    ["pass", '$5$saltstring$/OUd2NwqWSQLmFTtl7/tjQuCqyiCYIE1xKjz05k3up0'],
    ["pass", '$6$rounds=1001$salt$QMv248hfOBXQKtm68Il/dF6J.OyyURPIrtOAvyQFm48Pua3VxYKf27KHBf90JgN0OBR2IYUbvaqR3VhPKfQ830'],
];
foreach ($known as [$pw, $hash]) {
    echo substr($hash, 0, 30), ": ";
    // php's default Argon2 cost takes a while: check that one only once.
    var_dump(password_verify($pw, $hash), str_contains($hash, 'm=65536') || password_verify($pw . "!", $hash));
}
// A NUL in the password ends it for the crypt() schemes, not for Argon2.
var_dump(password_verify("pass\0tail", 'abccBcrPOxnLU'), password_verify("pässwörd", $known[4][1]));
