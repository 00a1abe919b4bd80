<?php
enum Color: string { case Red = 'r'; }
function parse(string $s): Color { return Color::from($s); }
echo parse('r')->name, "\n";
echo parse('x')->name, "\n";
