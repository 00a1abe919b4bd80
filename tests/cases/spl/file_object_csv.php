<?php
// SplFileObject's CSV reading (READ_CSV, fgetcsv) and writing (fputcsv).
$t = new SplFileObject("php://memory", "w+");
var_dump($t->getCsvControl());
var_dump($t->fputcsv(["a", "b c", 'q"uote']), $t->fputcsv([1, 2.5, true, null]), $t->fputcsv(["x;y", "z"], ";", "'"));
$t->fwrite("\n\"multi\nline\",end\n");
$t->rewind();
while (!$t->eof()) {
    var_dump($t->fgetcsv());
}
$t->rewind();
$t->setFlags(SplFileObject::READ_CSV);
echo json_encode(iterator_to_array($t)), "\n";
$t->setFlags(SplFileObject::READ_CSV | SplFileObject::SKIP_EMPTY);
echo json_encode(iterator_to_array($t)), "\n";
$t->setFlags(SplFileObject::READ_CSV | SplFileObject::SKIP_EMPTY | SplFileObject::READ_AHEAD | SplFileObject::DROP_NEW_LINE);
echo json_encode(iterator_to_array($t)), "\n";
foreach ($t as $k => $row) {
    echo $k, ": ", implode("|", $row), "\n";
}
$t->setCsvControl(";", "'", "");
var_dump($t->getCsvControl());
$t->setFlags(SplFileObject::READ_CSV);
$t->seek(2);
var_dump($t->current());
foreach ([[",,"], [",", "ab"], [",", "'", "ab"]] as $args) {
    try {
        $t->setCsvControl(...$args);
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        $t->fgetcsv(...$args);
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$o = new SplFileObject("php://memory", "w+");
var_dump($o->fgetcsv(), $o->current(), $o->key());
$o->fwrite("a,b\n");
$o->rewind();
var_dump($o->fgets(), $o->key());
$o->rewind();
var_dump($o->fgetcsv(), $o->key(), $o->fgetcsv(), $o->key(), $o->fgetcsv(), $o->key());
var_dump((new SplFileInfo(""))->getRealPath() === getcwd());
