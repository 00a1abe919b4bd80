<?php
// proc_open: pipes both ways, file and stream descriptors, argv form, cwd
// and environment, extra descriptors, redirects, proc_get_status after the
// child ended, proc_terminate, proc_close results, and the argument errors.
function wait_end($p) {
    do {
        $st = proc_get_status($p);
        if ($st['running']) {
            usleep(10000);
        }
    } while ($st['running']);
    unset($st['pid']);
    return $st;
}
$tmp = sys_get_temp_dir() . '/rphp_process_proc_open';
$spec = [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['file', "$tmp.err", 'w']];
$p = proc_open('cat; echo err >&2; exit 3', $spec, $pipes);
var_dump($p, $pipes);
var_dump(stream_get_meta_data($pipes[0]), stream_get_meta_data($pipes[1]));
fwrite($pipes[0], "to child\n");
fclose($pipes[0]);
var_dump(stream_get_contents($pipes[1]));
fclose($pipes[1]);
var_dump(wait_end($p));
var_dump(proc_get_status($p)['exitcode']);
var_dump(proc_close($p));
echo file_get_contents("$tmp.err");

$p = proc_open(['printf', '%s-%s', 'a b', 'c'], [1 => ['pipe', 'w']], $pipes);
var_dump(stream_get_contents($pipes[1]), proc_close($p));
$p = proc_open('pwd; echo "$FOO $BAR"', [1 => ['pipe', 'w']], $pipes, '/', ['FOO' => 'bar', 'BAR=baz']);
var_dump(stream_get_contents($pipes[1]), proc_close($p));
$p = proc_open('echo out; echo err >&2', [1 => ['pipe', 'w'], 2 => ['redirect', 1]], $pipes);
var_dump(array_keys($pipes), stream_get_contents($pipes[1]), proc_close($p));
$p = proc_open('echo hidden', [1 => ['null']], $pipes);
var_dump($pipes, proc_close($p));

$p = proc_open('exec sleep 10', [], $pipes);
var_dump($pipes);
var_dump(proc_terminate($p));
var_dump(wait_end($p));
var_dump(proc_close($p));

$p = proc_open('exec sleep 10', [], $pipes);
var_dump(proc_terminate($p, 9));
var_dump(proc_close($p));

$f = fopen("$tmp.out", 'w');
$p = proc_open('echo via-stream', [1 => $f], $pipes);
var_dump(proc_close($p));
fclose($f);
echo file_get_contents("$tmp.out");
$p = proc_open('echo to-fd3 >&3', [3 => ['pipe', 'w']], $pipes);
var_dump(array_keys($pipes), stream_get_contents($pipes[3]), proc_close($p));
echo "before\n";
$p = proc_open('echo inherited', [], $pipes);
proc_close($p);
echo "after\n";
$p = proc_open('echo to-stdout-from-2 >&2', [2 => STDOUT], $pipes);
proc_close($p);
// proc_close closes the pipes first, so a child reading stdin ends.
$p = proc_open('cat > /dev/null; exit 6', [0 => ['pipe', 'r']], $pipes);
var_dump(proc_close($p), $pipes[0]);
var_dump(proc_nice(0));
// A working directory that does not exist is ignored by the child.
$p = proc_open('pwd', [1 => ['pipe', 'w']], $pipes, '/nonexistent/dir');
var_dump(stream_get_contents($pipes[1]) === getcwd() . "\n", proc_close($p));
unlink("$tmp.err");
unlink("$tmp.out");

function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
attempt(fn() => proc_open([], [], $pipes));
attempt(fn() => proc_open('true', [['pipe']], $pipes));
attempt(fn() => proc_open('true', [['foo', 'x']], $pipes));
attempt(fn() => proc_open('true', [[]], $pipes));
attempt(fn() => proc_open('true', ['a' => ['pipe', 'r']], $pipes));
attempt(fn() => proc_open('true', [5], $pipes));
attempt(fn() => proc_open('true', [['file', '/nonexistent/dir/x', 'r']], $pipes));
attempt(fn() => proc_open('true', [['file', "$tmp.x"]], $pipes));
attempt(fn() => proc_open(['a', "b\0"], [], $pipes));
attempt(fn() => proc_open("a\0", [], $pipes));
attempt(fn() => proc_get_status(5));
attempt(fn() => proc_close(STDIN));
attempt(fn() => proc_terminate(STDIN));
$p = proc_open('exit 0', [], $pipes);
proc_close($p);
attempt(fn() => proc_close($p));
var_dump($p);
