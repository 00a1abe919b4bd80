<?php
// What php says when a stream cannot be opened or used.
$dir = sys_get_temp_dir() . "/rphp-streams-err-" . getmypid() . "-" . uniqid();
mkdir($dir);
chdir($dir);
file_put_contents("e.txt", "abc");
var_dump(fopen("e.txt", "z"));
var_dump(fopen("e.txt", ""));
var_dump(fopen("nope/e.txt", "w"));
var_dump(fopen("missing.txt", "r"));
var_dump(fopen("e.txt", "x"));
var_dump(fopen(".", "w"));
try {
    fopen("", "r");
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    fopen("a\0b", "r");
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
$f = fopen("e.txt", "r");
var_dump(fwrite($f, "zz"));
var_dump(ftruncate($f, 1));
var_dump(fflush($f));
var_dump(fputcsv($f, ["a"]));
fclose($f);
foreach (["fread" => [1], "fclose" => [], "fgets" => [], "feof" => [], "ftell" => [], "fwrite" => ["x"], "rewind" => []] as $fn => $args) {
    try {
        $fn($f, ...$args);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump($f, get_resource_type($f), gettype($f), is_resource($f));
try {
    fread("nope", 1);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    get_resource_type(1);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$f = fopen("e.txt", "w");
var_dump(fread($f, 10), fgets($f), fgetc($f), stream_get_contents($f));
var_dump(fstat($f)["size"]);
fclose($f);
$f = fopen("php://memory", "r");
var_dump(fwrite($f, "abc"), fstat($f)["mode"], stream_get_contents($f));
$o = fopen("php://output", "w");
var_dump(fread($o, 3), fgets($o), ftell($o));
var_dump(fopen("php://nope", "r"));
unlink("e.txt");
chdir("/");
rmdir($dir);
