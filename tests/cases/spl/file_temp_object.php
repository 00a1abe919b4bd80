<?php
// SplTempFileObject: an SplFileObject over php://temp or php://memory.
foreach ([[], [0], [-1], [1024]] as $args) {
    $t = new SplTempFileObject(...$args);
    var_dump($t->getFilename(), $t->getPathname(), $t->getPath());
}
$t = new SplTempFileObject();
var_dump($t);
var_dump($t->fwrite("one\ntwo\nthree"), $t->ftell(), $t->eof());
$t->rewind();
foreach ($t as $k => $l) {
    var_dump($k, $l);
}
var_dump($t->fstat()['size'], $t->ftruncate(5), $t->fstat()['size']);
$t->rewind();
var_dump($t->fgets(), $t->fgets(), $t->eof());
try {
    $t->fgets();
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $t->getSize();
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($t->isFile(), $t->getRealPath(), $t->getExtension());
try {
    serialize($t);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$t->setFlags(SplFileObject::DROP_NEW_LINE);
$t->rewind();
echo json_encode(iterator_to_array($t)), "\n";
