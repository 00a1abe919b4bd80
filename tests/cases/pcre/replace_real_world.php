<?php
$text = "Contact: John.Doe@example.com, jane_smith99@test.org; invalid@; x@y.z";
preg_match_all('/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/', $text, $m);
print_r($m[0]);
echo preg_replace('/(\d{4})-(\d{2})-(\d{2})/', '$3/$2/$1', 'Born 1990-07-15, died 2060-01-02'), "\n";
function slug($s) { return trim(preg_replace('/[^a-z0-9]+/', '-', strtolower($s)), '-'); }
echo slug("  Hello, World! This is -- PHP 8.2  "), "\n";
echo preg_replace('/\s{2,}/', ' ', "too    many   spaces"), "\n";
$tpl = 'Hello {name}, you are {age} years old. {unknown}';
$vars = ['name' => 'Ann', 'age' => 30];
echo preg_replace_callback('/\{(\w+)\}/', fn($m) => $vars[$m[1]] ?? $m[0], $tpl), "\n";
echo preg_replace('~<(/?)b>~i', '<$1strong>', 'a <b>bold</B> word'), "\n";
echo preg_replace('/(?<!^)[A-Z]/', '_$0', 'camelCaseStringHere'), "\n";
echo strtolower(preg_replace('/([a-z])([A-Z])/', '$1_$2', 'fooBarBaz')), "\n";
var_dump(preg_match('/^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/', 'user@example.com'));
print_r(preg_split('/\R/', "l1\r\nl2\nl3\rl4"));
