<?php
// SplFileObject reads line by line; the flags change what iteration sees.
$dir = sys_get_temp_dir() . "/rphp_splobj_" . getmypid();
mkdir($dir);
$path = "$dir/lines.txt";
file_put_contents($path, "first\nsecond\r\n\nfourth\n\n");

$o = new SplFileObject($path);
var_dump($o->getFlags(), $o->getMaxLineLen(), $o->key(), $o->eof(), $o->valid());
foreach ($o as $k => $line) {
    var_dump($k, $line);
}
var_dump($o->eof(), $o->valid(), $o->key());

foreach ([
    SplFileObject::DROP_NEW_LINE,
    SplFileObject::READ_AHEAD,
    SplFileObject::SKIP_EMPTY,
    SplFileObject::READ_AHEAD | SplFileObject::SKIP_EMPTY,
    SplFileObject::SKIP_EMPTY | SplFileObject::DROP_NEW_LINE,
    SplFileObject::SKIP_EMPTY | SplFileObject::DROP_NEW_LINE | SplFileObject::READ_AHEAD,
] as $flags) {
    $o->setFlags($flags);
    echo "flags $flags: ", json_encode(iterator_to_array($o)), "\n";
}
$o->setFlags(SplFileObject::SKIP_EMPTY | SplFileObject::DROP_NEW_LINE | SplFileObject::READ_AHEAD);
$o->rewind();
foreach ($o as $k => $l) {}
try {
    var_dump($o->fgets());
} catch (RuntimeException $e) {
    echo get_class($e), ": ", str_replace($dir, "DIR", $e->getMessage()), "\n";
}

$o = new SplFileObject($path);
var_dump($o->fgets(), $o->key(), $o->current(), $o->key());
$o->next();
var_dump($o->key(), $o->current());
var_dump($o->fgetc(), $o->fgetc(), $o->key());
$o->rewind();
var_dump($o->fgetc(), $o->key());
echo "[", $o, "]\n";

foreach ([0, 1, 3, 10] as $n) {
    $o->seek($n);
    var_dump($n, $o->key(), $o->current());
}
try {
    $o->seek(-1);
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$o->rewind();
$o->setMaxLineLen(3);
var_dump($o->getMaxLineLen(), $o->fgets(), $o->fgets(), $o->fgets());
try {
    $o->setMaxLineLen(-1);
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$o->setMaxLineLen(0);

$o->rewind();
var_dump($o->fread(8), $o->ftell(), $o->fseek(2), $o->ftell(), $o->fgets(), $o->fseek(100, SEEK_END), $o->fseek(-1, SEEK_SET));
try {
    $o->fread(0);
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($o->hasChildren(), $o->getChildren());
var_dump($o->fstat()['size']);
var_dump($o->flock(LOCK_SH), $o->flock(LOCK_UN));

// Writing.
$w = new SplFileObject("$dir/out.txt", "w+");
var_dump($w->fwrite("abcdef"), $w->fwrite("ghij", 2), $w->fwrite("zz", 0), $w->fflush());
var_dump($w->ftruncate(4), $w->fseek(0), $w->fgets());
echo str_replace($dir, "DIR", print_r($w, true));
$w = null;
var_dump(file_get_contents("$dir/out.txt"));

try {
    new SplFileObject("$dir/missing.txt");
} catch (RuntimeException $e) {
    echo get_class($e), ": ", str_replace($dir, "DIR", $e->getMessage()), "\n";
}
try {
    new SplFileObject($dir);
} catch (LogicException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    new SplFileObject("");
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$o = null;
unlink($path);
unlink("$dir/out.txt");
rmdir($dir);
echo "done\n";
