<?php
$m = new MultipleIterator();
var_dump($m->getFlags(), $m->countIterators(), $m->valid());
try { $m->current(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->key(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$a = new ArrayIterator([1,2,3]); $b = new ArrayIterator(['x'=>'a','y'=>'b']);
$m->attachIterator($a); $m->attachIterator($b);
foreach ($m as $k => $v) echo json_encode($k), json_encode($v), "\n";
var_dump($m->valid());
try { $m->current(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->key(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$m->setFlags(MultipleIterator::MIT_NEED_ANY);
foreach ($m as $k => $v) echo json_encode($k), json_encode($v), "\n";
$m = new MultipleIterator(MultipleIterator::MIT_KEYS_ASSOC|MultipleIterator::MIT_NEED_ANY);
$m->attachIterator($a, 'first'); $m->attachIterator($b, 5);
try { $m->attachIterator(new ArrayIterator([]), 5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
foreach ($m as $k => $v) echo json_encode($k), json_encode($v), "\n";
print_r($m); var_dump($m);
var_dump($m->containsIterator($a), $m->countIterators());
$m->detachIterator($a);
var_dump($m->containsIterator($a), $m->countIterators());
$m->attachIterator(new ArrayIterator([9]));
try { foreach ($m as $k => $v) echo json_encode($k), json_encode($v), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->attachIterator(new ArrayObject([])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->attachIterator($a, 1.5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->attachIterator($a, []); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(MultipleIterator::MIT_NEED_ANY, MultipleIterator::MIT_NEED_ALL, MultipleIterator::MIT_KEYS_NUMERIC, MultipleIterator::MIT_KEYS_ASSOC);
$m2 = new MultipleIterator; $m2->attachIterator($a, 'k'); $m2->attachIterator($a, 'j'); var_dump($m2->countIterators()); var_dump($m2);
var_dump($m2->__debugInfo());
echo json_encode(iterator_to_array(new MultipleIterator, false)), "\n";
