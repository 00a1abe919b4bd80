<?php
// RecursiveIteratorIterator passes methods it lacks to the current
// iterator: getSubPath()/getSubPathname() of RecursiveDirectoryIterator.
$dir = sys_get_temp_dir() . "/rphp_splsub_" . getmypid();
mkdir("$dir/x/y", 0777, true);
file_put_contents("$dir/x/y/leaf.txt", "leaf");
file_put_contents("$dir/x/mid.txt", "mid");
$rii = new RecursiveIteratorIterator(
    new RecursiveDirectoryIterator($dir, FilesystemIterator::SKIP_DOTS),
    RecursiveIteratorIterator::SELF_FIRST
);
$rows = [];
foreach ($rii as $path => $info) {
    $rows[] = [$rii->getSubPathname(), $rii->getSubPath(), $rii->getDepth(), $info->isDir(), $rii->isDot()];
}
sort($rows);
var_dump($rows);
try {
    $rii->noSuchMethod();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$r = new RecursiveIteratorIterator(new RecursiveArrayIterator([1, [2, 3]]));
foreach ($r as $v) {
    if ($v === 2) {
        var_dump($r->getArrayCopy(), $r->count());
    }
}
try {
    $r->foo();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$i = new IteratorIterator(new ArrayIterator([1, 2]));
var_dump($i->count(), $i->getArrayCopy());
$l = new LimitIterator(new ArrayIterator([1, 2, 3]), 1);
var_dump($l->count());
try {
    $l->bar();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

unlink("$dir/x/y/leaf.txt");
unlink("$dir/x/mid.txt");
rmdir("$dir/x/y");
rmdir("$dir/x");
rmdir($dir);
echo "done\n";
