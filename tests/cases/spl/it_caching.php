<?php
$c = new CachingIterator(new ArrayIterator(['a'=>1,'b'=>2,'c'=>3]));
var_dump($c->getFlags());
foreach ($c as $k => $v) { echo "$k=$v hasNext=", var_export($c->hasNext(), true), " str=", (string)$c, "\n"; }
var_dump($c->getFlags(), $c->valid(), $c->current(), $c->key());
print_r($c); echo "\n";
var_dump($c);
try { $c->getCache(); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { count($c); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $c['a']; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $c['a'] = 1; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { isset($c['a']); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unset($c['a']); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = new CachingIterator(new ArrayIterator([5,6,'x'=>7]), CachingIterator::FULL_CACHE);
var_dump($f->getFlags());
foreach ($f as $k => $v) {}
var_dump($f->getCache(), count($f), $f[0], $f['x'], isset($f[1]), isset($f['zz']));
$f[9] = 'nine'; unset($f[0]);
var_dump($f->getCache(), $f['nope'], $f[77]);
try { echo $f; } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new CachingIterator(new ArrayIterator([]), 3); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new CachingIterator(new ArrayObject([])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $c->setFlags(0); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $c->setFlags(6); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$i = new CachingIterator(new ArrayIterator([1]), CachingIterator::TOSTRING_USE_INNER);
try { $i->setFlags(0); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$i->setFlags(CachingIterator::TOSTRING_USE_INNER|CachingIterator::FULL_CACHE); var_dump($i->getFlags());
$k = new CachingIterator(new ArrayIterator(['p'=>[1], 'q'=>2.5]), CachingIterator::TOSTRING_USE_KEY);
foreach ($k as $v) echo $k, "\n";
$k = new CachingIterator(new ArrayIterator(['p'=>1, 'q'=>2.5]), CachingIterator::TOSTRING_USE_CURRENT);
foreach ($k as $v) echo $k, "\n";
echo $k, "|\n";
$u = new CachingIterator(new ArrayIterator([]));
echo "[", $u, "]\n"; var_dump($u->valid(), $u->current(), $u->hasNext());
class MyCI extends CachingIterator { function current(): mixed { return 'X' . parent::current(); } }
foreach (new MyCI(new ArrayIterator([1,2])) as $k => $v) echo "$k $v\n";
$n = new CachingIterator(new ArrayIterator([1,2]));
var_dump($n->getInnerIterator() instanceof ArrayIterator);
$n->rewind(); var_dump($n->getInnerIterator()->current());
class Bare extends CachingIterator { function __construct() {} }
try { (new Bare)->rewind(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new Bare)->valid(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new Bare)->getFlags(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new Bare)->hasNext(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
