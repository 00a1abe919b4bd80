<?php
// php 8.2 compiles some calls by name to opcodes (count, sizeof, strlen,
// get_class, get_called_class, array_key_exists, the is_* checks, the
// boolval/intval/floatval/strval casts, gettype, func_get_args...): they
// have no frame of their own in a stack trace. Called any other way
// (dynamically, by callback, with other arguments) they are real calls.
class C implements Countable { function count(): int { throw new Exception("count"); } }
class S { function __toString(): string { throw new Exception("tostring"); } }
function t($f) {
    try { $f(); } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    }
}
t(fn() => count(new C));
t(fn() => sizeof(new C));
t(fn() => \sizeof(5));
t(fn() => sizeof(new S));
t(fn() => count(new C, COUNT_RECURSIVE));
t(fn() => strlen(new S));
t(fn() => get_class("x"));
t(fn() => get_class(5));
t(fn() => get_called_class());
t(fn() => array_key_exists([], []));
t(fn() => array_key_exists(1, 5));
t(fn() => array_key_exists(new S, [1]));
t(fn() => strval(new S));
t(fn() => \strval(new S));
t(fn() => is_int(strlen(new S)));
t(fn() => gettype(new S) . strlen(new S));
t(fn() => func_num_args() + strlen(new S));
t(fn() => defined(new S));
t(fn() => constant(new S));
t(fn() => ord(new S));
t(fn() => chr(new S));
t(function () { $f = 'strval'; return $f(new S); });
t(fn() => call_user_func('strval', new S));
t(fn() => call_user_func_array('strlen', [new S]));
t(fn() => array_map('strval', [new S]));
function inner() { return strval(new S); }
function outer() { return get_class(inner()); }
t('outer');
echo strval(new S);
