<?php
// fputcsv then fgetcsv over a stream, with php 8.2's escape semantics.
$f = fopen("php://memory", "w+");
$rows = [
    ["a", "b c", "d,e", "f\"g", "h\\\"i", "", null, 1, 2.5, true, false],
    ["multi\nline", "tab\there", "cr\rhere"],
    [],
    ["\\", "end\\", "\\\"x"],
    [" lead", "trail ", "  "],
];
foreach ($rows as $row) {
    var_dump(fputcsv($f, $row));
}
var_dump(fputcsv($f, ["x;y", "z"], ";"));
var_dump(fputcsv($f, ["q'r", "s"], ",", "'"));
var_dump(fputcsv($f, ["no\\esc\"", "x"], ",", "\"", ""));
var_dump(fputcsv($f, ["crlf", "x"], ",", "\"", "\\", "\r\n"));
rewind($f);
echo stream_get_contents($f);
rewind($f);
while (($r = fgetcsv($f)) !== false) {
    var_dump($r);
}
var_dump(fgetcsv($f));
$g = fopen("php://memory", "w+");
fwrite($g, "a;b;'c;d'\n\"open\nstill open\",x\n  \"sp\" ,y\n\n\"unterminated\n");
rewind($g);
var_dump(fgetcsv($g, null, ";", "'"));
var_dump(fgetcsv($g));
var_dump(fgetcsv($g));
var_dump(fgetcsv($g));
var_dump(fgetcsv($g));
var_dump(fgetcsv($g));
rewind($g);
var_dump(fgetcsv($g, 3, ";"));
foreach ([
    fn() => fgetcsv($g, -1),
    fn() => fgetcsv($g, null, ""),
    fn() => fgetcsv($g, null, ",", "ab"),
    fn() => fgetcsv($g, null, ",", "\"", "ab"),
    fn() => fputcsv($g, [1], ",", "\"", "ab"),
    fn() => fputcsv($g, [1], "ab"),
] as $fn) {
    try {
        $fn();
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump(fputcsv($g, [[1]]));
$h = fopen("php://memory", "w+");
fwrite($h, "12 apples\n7 pears\n");
rewind($h);
var_dump(fscanf($h, "%d %s"));
var_dump(fscanf($h, "%d %s", $n, $what), $n, $what);
var_dump(fscanf($h, "%d"));
