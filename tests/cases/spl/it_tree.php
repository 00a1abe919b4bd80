<?php
$c = new CachingIterator(new ArrayIterator([1,2]));
foreach ($c as $v) var_dump($c->getFlags());
$a = ['a'=>1, 'b'=>['c'=>2, 'd'=>['e'=>3]], 'f'=>4, 'g'=>[]];
$t = new RecursiveTreeIterator(new RecursiveArrayIterator($a));
foreach ($t as $k => $v) echo "[$k] => $v\n";
$t = new RecursiveTreeIterator(new RecursiveArrayIterator($a), 0);
foreach ($t as $k => $v) echo "[$k] => $v\n";
$t = new RecursiveTreeIterator(new RecursiveArrayIterator($a), RecursiveTreeIterator::BYPASS_CURRENT);
foreach ($t as $k => $v) { echo "[$k] => "; var_dump($v); echo $t->getPrefix(), "|", $t->getEntry(), "|", $t->getPostfix(), "\n"; }
$t->setPrefixPart(RecursiveTreeIterator::PREFIX_LEFT, '<');
$t->setPrefixPart(RecursiveTreeIterator::PREFIX_RIGHT, '>');
$t->setPrefixPart(RecursiveTreeIterator::PREFIX_END_LAST, 'L');
$t->setPostfix('!');
foreach (new RecursiveTreeIterator(new RecursiveArrayIterator($a), 0, CachingIterator::CATCH_GET_CHILD, RecursiveIteratorIterator::LEAVES_ONLY) as $k => $v) echo "[$k] => $v\n";
$t2 = new RecursiveTreeIterator(new RecursiveArrayIterator($a));
$t2->setPrefixPart(0, '<'); $t2->setPrefixPart(5, '>'); $t2->setPostfix('!');
foreach ($t2 as $k => $v) echo "[$k] => $v\n";
try { $t2->setPrefixPart(6, 'x'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(RecursiveTreeIterator::BYPASS_CURRENT, RecursiveTreeIterator::BYPASS_KEY, RecursiveTreeIterator::PREFIX_LEFT, RecursiveTreeIterator::PREFIX_MID_HAS_NEXT, RecursiveTreeIterator::PREFIX_MID_LAST, RecursiveTreeIterator::PREFIX_END_HAS_NEXT, RecursiveTreeIterator::PREFIX_END_LAST, RecursiveTreeIterator::PREFIX_RIGHT);
print_r($t2); var_dump(get_object_vars($t2));
try { new RecursiveTreeIterator(new ArrayIterator([])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo implode("\n", iterator_to_array(new RecursiveTreeIterator(new RecursiveArrayIterator([1,[2,[3]],4])), false)), "\n";
$t3 = new RecursiveTreeIterator(new RecursiveArrayIterator([1,[2]]));
var_dump($t3->current(), $t3->key(), $t3->valid());
$t3->rewind(); var_dump($t3->getEntry(), $t3->getPrefix(), $t3->current(), $t3->key(), $t3->getDepth());
var_dump($t3->getInnerIterator() instanceof RecursiveCachingIterator, get_class($t3->getSubIterator()));
try { foreach (new RecursiveTreeIterator(new ArrayObject([1, [2]])) as $x) var_dump($x); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$o = new RecursiveTreeIterator(new RecursiveArrayIterator(['x'=>new ArrayObject([1]), 'y'=>1.5, 'z'=>null, 'w'=>true]));
try { foreach ($o as $k => $v) var_dump($k, $v); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$o = new RecursiveTreeIterator(new RecursiveArrayIterator(['y'=>1.5, 'z'=>null, 'w'=>true, 'v'=>[]]), 0);
foreach ($o as $k => $v) var_dump($k, $v);
