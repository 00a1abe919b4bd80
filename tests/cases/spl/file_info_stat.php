<?php
// SplFileInfo's getters stat the file; failures throw RuntimeException.
$dir = sys_get_temp_dir() . "/rphp_splinfo_" . getmypid();
mkdir($dir);
file_put_contents("$dir/data.txt", "hello world\n");
mkdir("$dir/sub");
touch("$dir/data.txt", 1000000000, 1000000001);
symlink("data.txt", "$dir/link");

$f = new SplFileInfo("$dir/data.txt");
// (No chmod: WASI has no permission bits.)
var_dump($f->getSize(), $f->getMTime(), $f->getATime(), $f->getPerms() === fileperms("$dir/data.txt"), decoct($f->getPerms() & 0170000));
var_dump($f->getType(), $f->isFile(), $f->isDir(), $f->isLink(), $f->isReadable(), $f->isWritable(), $f->isExecutable());
var_dump($f->getInode() === fileinode("$dir/data.txt"), $f->getOwner() === fileowner("$dir/data.txt"), $f->getGroup() === filegroup("$dir/data.txt"));
var_dump($f->getCTime() === filectime("$dir/data.txt"));
var_dump($f->getRealPath() === realpath("$dir/data.txt"));
var_dump(basename($f->getPath()) === basename($dir));

$d = new SplFileInfo("$dir/sub/");
var_dump($d->getType(), $d->isDir(), $d->getFilename(), basename($d->getPathname()));

$l = new SplFileInfo("$dir/link");
var_dump($l->getType(), $l->isLink(), $l->isFile(), $l->getLinkTarget(), $l->getSize());

$missing = new SplFileInfo("$dir/missing");
var_dump($missing->isFile(), $missing->isDir(), $missing->isLink(), $missing->isReadable(), $missing->getRealPath());
foreach (["getSize", "getMTime", "getATime", "getCTime", "getPerms", "getInode", "getOwner", "getGroup", "getType", "getLinkTarget"] as $m) {
    try {
        $missing->$m();
        echo "$m: no exception\n";
    } catch (RuntimeException $e) {
        echo get_class($e), ": ", str_replace($dir, "DIR", $e->getMessage()), "\n";
    }
}
try {
    $f->getLinkTarget();
} catch (RuntimeException $e) {
    echo get_class($e), ": ", str_replace($dir, "DIR", $e->getMessage()), "\n";
}

$o = $f->openFile();
var_dump(get_class($o), $o->fgets());
class MyFile extends SplFileObject {}
$f->setFileClass(MyFile::class);
$o2 = $f->openFile("r");
var_dump(get_class($o2), $o2->getFilename());
$o = $o2 = null;

unlink("$dir/link");
unlink("$dir/data.txt");
rmdir("$dir/sub");
rmdir($dir);
echo "done\n";
