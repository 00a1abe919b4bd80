<?php
// The $context argument of the openers and the resource numbers contexts
// take: the default context is made by the first opener called without one.
$f = fopen(__FILE__, 'r');
var_dump($f);
$c = stream_context_create(['file' => ['x' => 1]]);
var_dump($c);
$g = fopen(__FILE__, 'r', false, $c);
var_dump($g);
// A plain file stream has no context: asking for one gives it a fresh one.
var_dump(stream_context_get_options($g));
var_dump(stream_context_get_options($g));
var_dump(stream_context_get_params($g));
var_dump(stream_context_get_options(fopen('php://memory', 'r')));
var_dump(strlen(file_get_contents(__FILE__, false, $c)) > 100);
var_dump(count(file(__FILE__, 0, $c)) > 5);
$dir = sys_get_temp_dir() . '/rphp_context_args';
var_dump(mkdir($dir, 0777, false, $c));
var_dump(file_put_contents("$dir/a", "abc", 0, $c));
var_dump(copy("$dir/a", "$dir/b", $c));
var_dump(rename("$dir/b", "$dir/c", $c));
var_dump(scandir($dir, 0, $c));
$h = opendir($dir, $c);
var_dump($h);
closedir($h);
readfile("$dir/c", false, $c);
echo "\n";
var_dump(unlink("$dir/a", $c), unlink("$dir/c", $c));
var_dump(rmdir($dir, $c));
var_dump(fopen('php://memory', 'r'));

function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
attempt(fn() => fopen(__FILE__, 'r', false, 5));
attempt(fn() => fopen(__FILE__, 'r', false, $f));
attempt(fn() => file_get_contents(__FILE__, false, $f));
attempt(fn() => file_get_contents(__FILE__, false, 'x'));
attempt(fn() => file_put_contents("$dir/x", 'x', 0, []));
attempt(fn() => file(__FILE__, 0, STDOUT));
attempt(fn() => mkdir("$dir/x", 0777, false, 1.5));
attempt(fn() => scandir('.', 0, $f));
attempt(fn() => opendir('.', $f));
attempt(fn() => unlink("$dir/x", $f));
attempt(fn() => copy(__FILE__, "$dir/x", true));
attempt(fn() => fopen(__FILE__, 'r', false, null) !== false);
fclose($f);
attempt(fn() => stream_context_get_options($f));
attempt(fn() => fopen(__FILE__, 'r', false, $f));
var_dump(stream_context_create());
