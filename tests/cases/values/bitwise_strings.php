<?php
var_dump("abc" & "  a", "12" | "3", "AB" ^ "  ", ~"abc" === chr(158) . chr(157) . chr(156));
var_dump(bin2hex("hello" ^ "world"), bin2hex("ab" | "abcd"), bin2hex("ab" & "abcd"));
var_dump("12" & 5, "12" | "5" , 12 | "5");
