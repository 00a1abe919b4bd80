<?php
print_r(array_values(array_intersect(get_loaded_extensions(), ["Core", "date", "pcre", "hash", "json", "random", "Reflection", "SPL", "standard"])));
var_dump(get_loaded_extensions(true));
foreach (['Core', 'core', 'SPL', 'spl', 'standard', 'json', 'pcre', 'Reflection', 'date', 'random', 'hash', 'nope', 'xdebug'] as $e) var_dump(extension_loaded($e));
var_dump(get_extension_funcs('json'), get_extension_funcs('JSON'), get_extension_funcs('Reflection'), get_extension_funcs('nope'));
var_dump(in_array('strlen', get_extension_funcs('Core')), in_array('spl_object_id', get_extension_funcs('spl')));
var_dump(zend_version(), phpversion('standard') === PHP_VERSION, phpversion('spl') === PHP_VERSION, phpversion('nope'));
var_dump(is_int(gc_mem_caches()));
class P { public $a = 1; protected $b = 2; private $c = 3; }
$o = new P; $o->{'5'} = 'five'; $o->dyn = [1];
var_dump(get_mangled_object_vars($o));
var_dump(get_mangled_object_vars(new ArrayObject([1, 2])));
try { get_mangled_object_vars("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(array_keys(array_intersect_key(spl_classes(), array_flip(['AppendIterator', 'ArrayIterator', 'ArrayObject', 'SplStack', 'SplHeap', 'SplMinHeap', 'SplMaxHeap', 'LogicException']))));
var_dump(spl_classes()['SplStack'] ?? null, isset(spl_classes()['RecursiveIterator']));
