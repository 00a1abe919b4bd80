<?php
try { new ReflectionZendExtension('opcache'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionZendExtension('Core'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionExtension('nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionExtension(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
$e = new ReflectionExtension('JSON');
var_dump($e);
var_dump($e->getName(), $e->getVersion() === PHP_VERSION, $e->isPersistent(), $e->isTemporary());
var_dump(array_keys($e->getFunctions()), get_class($e->getFunctions()['json_encode']));
var_dump($e->getFunctions()['json_decode']->getName());
var_dump($e->getClassNames());
var_dump(array_map('get_class', $e->getClasses()));
var_dump($e->getClasses()['JsonException']->getName());
var_dump($e->getConstants()['JSON_PRETTY_PRINT'], count($e->getConstants()));
var_dump($e->getINIEntries(), $e->getDependencies());
$r = new ReflectionExtension('random');
var_dump($r->getClassNames(), array_keys($r->getFunctions()), $r->getConstants());
$d = new ReflectionExtension('date');
var_dump($d->getINIEntries());
ini_set('date.timezone', 'Europe/Paris');
var_dump($d->getINIEntries()['date.timezone']);
$s = new ReflectionExtension('reflection');
var_dump($s->getName(), $s->getFunctions(), $s->getConstants(), $s->getINIEntries());
var_dump((new ReflectionExtension('SPL'))->getDependencies(), (new ReflectionExtension('standard'))->getDependencies());
var_dump((new ReflectionExtension('pcre'))->getINIEntries());
class MyExt extends ReflectionExtension {}
$m = new MyExt('hash');
var_dump($m->getName(), $m->getClassNames());
$u = (new ReflectionClass('ReflectionExtension'))->newInstanceWithoutConstructor();
try { $u->getName(); } catch (Error $x) { echo $x->getMessage(), "\n"; }
try { clone $m; } catch (Error $x) { echo $x->getMessage(), "\n"; }
try { clone $x; } catch (Error $y) { echo $y->getMessage(), "\n"; }
try { clone new Exception('e'); } catch (Error $y) { echo $y->getMessage(), "\n"; }
