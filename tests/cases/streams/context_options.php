<?php
// Stream contexts: options and params, the default context, set_option's two
// forms and the errors for malformed arguments.
$c = stream_context_create();
var_dump($c, get_resource_type($c), (int)$c);
var_dump(stream_context_get_options($c), stream_context_get_params($c));

$c2 = stream_context_create(
    ['http' => ['method' => 'POST', 'header' => "X: y", 5 => 'skipped']],
    ['notification' => null, 'foo' => 1]
);
var_dump(stream_context_get_options($c2), stream_context_get_params($c2));
var_dump(stream_context_set_option($c2, 'http', 'timeout', 5));
var_dump(stream_context_set_option($c2, 'http', 'method', 'PUT'));
var_dump(stream_context_set_option($c2, ['ftp' => ['overwrite' => true]]));
var_dump(stream_context_get_options($c2));
var_dump(stream_context_set_params($c2, ['options' => ['x' => ['y' => [1, 2]]], 'bar' => 2]));
var_dump(stream_context_get_params($c2));
var_dump(stream_context_set_params($c2, ['notification' => 'strlen']));
var_dump(stream_context_get_params($c2)['notification']);

$d = stream_context_get_default();
var_dump($d === stream_context_get_default());
var_dump(stream_context_get_default(['a' => ['b' => 'c']]) === $d);
var_dump(stream_context_set_default(['a' => ['d' => 1]]) === $d);
var_dump(stream_context_get_options($d));

function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
attempt(fn() => stream_context_create(['a' => 1]));
attempt(fn() => stream_context_create([1 => ['x' => 1]]));
attempt(fn() => stream_context_create([], ['options' => 5]));
attempt(fn() => stream_context_create('x'));
attempt(fn() => stream_context_set_option($c2, 'http'));
attempt(fn() => stream_context_set_option($c2, 'http', 'x'));
attempt(fn() => stream_context_set_option($c2, ['a' => [1]], 'x'));
attempt(fn() => stream_context_set_option($c2, ['a' => [1]], null, 2));
attempt(fn() => stream_context_set_option($c2, ['a' => 'b']));
attempt(fn() => stream_context_set_option(5, 'a', 'b', 1));
attempt(fn() => stream_context_get_options(5));
attempt(fn() => stream_context_get_options(STDIN));
attempt(fn() => stream_context_get_params(null));
attempt(fn() => stream_context_set_params($c2, ['options' => 'x']));
attempt(fn() => stream_context_set_default([1]));
var_dump(stream_context_get_options($c2));
