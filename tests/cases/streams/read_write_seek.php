<?php
// fread/fgets/fgetc/feof/fseek/ftell/ftruncate behave the same on a file and
// on php://memory.
$path = sys_get_temp_dir() . "/rphp-streams-rws-" . getmypid() . "-" . uniqid();
file_put_contents($path, "abc");
foreach ([$path, "php://memory"] as $p) {
    echo "== ", $p === $path ? "file" : $p, "\n";
    $f = fopen($p, "r+");
    if ($p === "php://memory") {
        fwrite($f, "abc");
        rewind($f);
    }
    var_dump(fread($f, 3), feof($f), fread($f, 3), feof($f), ftell($f));
    rewind($f);
    var_dump(fread($f, 10), feof($f));
    rewind($f);
    var_dump(fgets($f), feof($f), fgets($f), feof($f));
    fseek($f, 1);
    var_dump(fgetc($f), fgetc($f), feof($f), fgetc($f), feof($f));
    var_dump(fseek($f, 10), ftell($f), feof($f), fread($f, 2), feof($f));
    var_dump(fseek($f, -1), ftell($f));
    var_dump(fseek($f, -1, SEEK_END), ftell($f), fread($f, 5));
    var_dump(fwrite($f, "XY"), ftell($f));
    var_dump(fseek($f, -2, SEEK_CUR), ftell($f), fread($f, 1));
    rewind($f);
    var_dump(stream_get_contents($f));
    var_dump(ftruncate($f, 2), ftell($f), fread($f, 100));
    rewind($f);
    var_dump(fread($f, 100));
    var_dump(fstat($f)["size"]);
    var_dump(stream_get_contents($f, -1, 0), stream_get_contents($f, 1, 1));
    fclose($f);
}
// Lines of every shape, with a length limit, and reading past a write.
$f = fopen($path, "w+");
fwrite($f, "one\ntwo\r\n\nlast");
rewind($f);
while (($line = fgets($f)) !== false) {
    var_dump($line);
}
rewind($f);
var_dump(fgets($f, 3), fgets($f, 3), fgets($f, 1), fgets($f));
rewind($f);
$n = 0;
while (!feof($f)) {
    $c = fgetc($f);
    $n++;
}
var_dump($n, $c);
try {
    fgets($f, 0);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    fread($f, 0);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    ftruncate($f, -1);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(fwrite($f, "abcdef", 2), fwrite($f, "zz", 0), fwrite($f, "q", -5), fputs($f, "!"));
rewind($f);
var_dump(fpassthru($f));
echo "\n";
fseek($f, 100);
var_dump(ftell($f), fwrite($f, "end"), filesize($path));
clearstatcache();
var_dump(filesize($path), fstat($f)["size"]);
fclose($f);
unlink($path);
