<?php
// DirectoryIterator, FilesystemIterator, RecursiveDirectoryIterator and
// GlobIterator; listings are in readdir order, so everything is sorted.
$dir = sys_get_temp_dir() . "/rphp_spldir_" . getmypid();
mkdir($dir);
mkdir("$dir/a");
mkdir("$dir/a/deep");
file_put_contents("$dir/one.txt", "1");
file_put_contents("$dir/two.log", "22");
file_put_contents("$dir/a/three.txt", "333");
file_put_contents("$dir/a/deep/four.txt", "4444");
$rel = fn($p) => str_replace($dir, "DIR", $p);

$it = new DirectoryIterator($dir);
$seen = [];
foreach ($it as $k => $f) {
    $seen[$f->getFilename()] = [is_int($k), $f === $it, $f->isDot(), $f->isDir(), $rel($f->getPathname()), $rel($f->getPath()), (string)$f, $f->getExtension()];
}
ksort($seen);
var_dump($seen);
var_dump($it->valid(), $it->getFilename());
$it->rewind();
var_dump($it->key());
$it->seek(2);
var_dump($it->key());
try {
    $it->seek(100);
} catch (OutOfBoundsException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$single = new DirectoryIterator("$dir/a/deep/");
foreach ($single as $f) {
    if (!$f->isDot()) {
        var_dump($f->getFilename(), $rel($f->getPathname()), $f->getSize(), $f->getBasename(".txt"));
        echo $rel(print_r($f, true));
    }
}

$fs = new FilesystemIterator($dir);
var_dump($fs->getFlags());
$all = iterator_to_array($fs);
ksort($all);
foreach ($all as $k => $v) {
    var_dump($rel($k), get_class($v), $rel($v->getPathname()));
}
$fs = new FilesystemIterator($dir, FilesystemIterator::KEY_AS_FILENAME | FilesystemIterator::CURRENT_AS_PATHNAME);
var_dump($fs->getFlags());
$all = iterator_to_array($fs);
ksort($all);
var_dump(array_map($rel, $all));
$fs->setFlags(FilesystemIterator::CURRENT_AS_SELF | FilesystemIterator::SKIP_DOTS | FilesystemIterator::KEY_AS_FILENAME);
var_dump($fs->getFlags());
foreach ($fs as $k => $v) {
    if ($k === "one.txt") {
        var_dump($v === $fs, $v->getSize());
    }
}

$r = new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS);
$list = [];
foreach (new RecursiveIteratorIterator($r, RecursiveIteratorIterator::SELF_FIRST) as $k => $v) {
    $list[$rel($k)] = $v->getFilename();
}
ksort($list);
var_dump($list);
$r = new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS | FilesystemIterator::KEY_AS_FILENAME);
$subs = [];
foreach ($r as $name => $v) {
    if ($r->hasChildren()) {
        $c = $r->getChildren();
        foreach ($c as $n2 => $v2) {
            $subs[] = [$n2, $c->getSubPath(), $c->getSubPathname(), get_class($c), $c->hasChildren()];
        }
    }
}
sort($subs);
var_dump($subs);
$r = new RecursiveDirectoryIterator($dir);
$dots = 0;
foreach ($r as $v) {
    if ($r->isDot()) {
        $dots++;
        var_dump($r->hasChildren());
    }
}
var_dump($dots);

$g = new GlobIterator("$dir/*.txt");
var_dump(count($g), $g->count());
foreach ($g as $k => $v) {
    var_dump($rel($k), $v->getFilename(), $rel($v->getPath()));
}
$g = new GlobIterator("$dir/*.nothing");
var_dump(count($g), $g->valid());

foreach (["", "$dir/nope"] as $bad) {
    foreach (["DirectoryIterator", "FilesystemIterator", "RecursiveDirectoryIterator"] as $class) {
        try {
            new $class($bad);
        } catch (Throwable $e) {
            echo get_class($e), ": ", $rel($e->getMessage()), "\n";
        }
    }
}

unlink("$dir/a/deep/four.txt");
rmdir("$dir/a/deep");
unlink("$dir/a/three.txt");
rmdir("$dir/a");
unlink("$dir/one.txt");
unlink("$dir/two.log");
rmdir($dir);
echo "done\n";
