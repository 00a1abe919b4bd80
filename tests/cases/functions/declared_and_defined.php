<?php
interface I {}
trait T {}
class B {}
enum E { case A; }
if (true) { class C extends B implements I { use T; } }
class_alias('B', 'BAlias');
function zz() {}
function Yy() {}
if (true) { function later() {} }
$c = get_declared_classes();
var_dump(array_slice($c, array_search('B', $c)));
foreach (['stdClass', 'Exception', 'ArrayObject', 'Closure', 'Generator', 'ReflectionClass', 'SplStack'] as $n) var_dump(in_array($n, $c, true));
var_dump(array_search('Exception', $c) < array_search('ArrayObject', $c));
$i = get_declared_interfaces();
var_dump(end($i), in_array('Traversable', $i), in_array('Countable', $i), array_search('Traversable', $i) < array_search('Iterator', $i));
var_dump(get_declared_traits());
$f = get_defined_functions();
var_dump(array_keys($f), $f['user']);
foreach (['strlen', 'array_map', 'debug_backtrace', 'get_declared_classes', 'preg_match'] as $n) var_dump(in_array($n, $f['internal'], true));
var_dump(array_search('zend_version', $f['internal']) < array_search('strlen', $f['internal']));
var_dump(count($f['internal']) === count(array_unique($f['internal'])));
$ok = true;
foreach ($f['internal'] as $n) { if (!function_exists($n)) { $ok = false; echo "missing $n\n"; } }
var_dump($ok);
var_dump(get_defined_functions(true)['user']);
get_defined_functions(false);
define('MYC', 1); const OTHER = [2];
$all = get_defined_constants(true);
var_dump($all['user'], isset($all['Core']['E_ALL']), $all['Core']['PHP_INT_SIZE'], isset($all['pcre']['PREG_SPLIT_NO_EMPTY']));
$flat = get_defined_constants();
var_dump($flat['MYC'], array_key_last($flat), $flat['E_ERROR']);
var_dump(PATHINFO_FILENAME, PHP_URL_HOST, PHP_OUTPUT_HANDLER_STDFLAGS, UPLOAD_ERR_NO_FILE, ZEND_THREAD_SAFE, constant('TRUE'));
