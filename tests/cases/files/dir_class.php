<?php
// dir() and the Directory class: read/rewind/close, its readonly
// properties, closed handles and objects made without dir().
$base = sys_get_temp_dir() . "/rphp-files-dircls-" . getmypid() . "-" . uniqid();
mkdir("$base/dd", 0777, true);
touch("$base/dd/a");
touch("$base/dd/b");
chdir($base);
$d = dir("dd");
var_dump($d instanceof Directory, $d->path, is_resource($d->handle), get_resource_type($d->handle));
var_dump($d);
$n = [];
while (false !== ($e = $d->read())) {
    $n[] = $e;
}
sort($n);
print_r($n);
var_dump($d->read());
$d->rewind();
var_dump($d->read() !== false);
var_dump($d->close());
foreach (['read', 'close', 'rewind'] as $m) {
    try {
        $d->$m();
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$x = new Directory();
var_dump($x);
try {
    $x->read();
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $d->path = "x";
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(dir("nope"));
var_dump(dir(""));
try {
    dir("a\0b");
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$d = dir("dd");
var_dump(readdir($d->handle) !== false);
closedir($d->handle);
try {
    $d->read();
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$d = dir("./dd/");
var_dump($d->path, readdir() !== false);
try {
    $d->read(1);
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(get_class_methods('Directory'));
class MyDir extends Directory {}
$q = new MyDir();
try {
    $q->read();
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$d->close();
unlink("$base/dd/a");
unlink("$base/dd/b");
rmdir("$base/dd");
chdir(__DIR__);
rmdir($base);
