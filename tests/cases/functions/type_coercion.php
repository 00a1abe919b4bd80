<?php
function i(int $x) { var_dump($x); }
function f(float $x) { var_dump($x); }
function s(string $x) { var_dump($x); }
function b(bool $x) { var_dump($x); }
i("42"); i(3.0); i(true); i("1e2");
f(5); f("1.5"); f("7"); f(false);
s(12); s(1.5); s(true); s(-0.0);
b(0); b("abc"); b(0.0); b("");
