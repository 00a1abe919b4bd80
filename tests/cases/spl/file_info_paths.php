<?php
// SplFileInfo splits the path it is given without touching the disk.
foreach (["a//b//", "/x", "x", "/", "", "dir/sub/file.tar.gz", "./rel/.hidden", "noext.", "a/b/", "//"] as $p) {
    $i = new SplFileInfo($p);
    echo json_encode($p), " => pathname=", json_encode($i->getPathname()),
        " path=", json_encode($i->getPath()),
        " filename=", json_encode($i->getFilename()),
        " basename=", json_encode($i->getBasename()),
        " ext=", json_encode($i->getExtension()),
        " str=", json_encode((string)$i), "\n";
    $pi = $i->getPathInfo();
    echo "  pathinfo: ", $pi === null ? "null" : get_class($pi) . " " . json_encode($pi->getPathname()), "\n";
}
$i = new SplFileInfo("dir/file.tar.gz");
var_dump($i->getBasename(".gz"), $i->getBasename(".tar.gz"), $i->getBasename("file.tar.gz"));
var_dump($i);
var_dump($i instanceof SplFileInfo, $i->getFileInfo() == $i);

class MyInfo extends SplFileInfo {
    public $extra = 1;
}
$m = new MyInfo("q/r.txt");
var_dump($m);
print_r($m);
echo "\n";
var_dump(get_class($m->getFileInfo()), get_class($m->getPathInfo()));
$i->setInfoClass(MyInfo::class);
var_dump(get_class($i->getFileInfo()), get_class($i->getPathInfo()));
try {
    $i->getFileInfo(SplFileInfo::class);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $i->getPathInfo('stdClass');
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $i->setInfoClass('NoSuchClass');
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $i->setFileClass('SplFileInfo');
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    serialize($i);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    serialize($m);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$c = clone $i;
var_dump($c->getPathname(), $c->getFilename());
