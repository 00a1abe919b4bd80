<?php
$a = ['a'=>1, 'b'=>['c'=>2, 'd'=>['e'=>3], 'h'=>[]], 'f'=>4];
$p = new ParentIterator(new RecursiveArrayIterator($a));
foreach (new RecursiveIteratorIterator($p, RecursiveIteratorIterator::SELF_FIRST) as $k => $v) echo "$k\n";
foreach ($p as $k => $v) echo "top $k\n";
$p->rewind(); var_dump(get_class($p->getChildren()));
print_r($p);
class OnlyInts extends RecursiveFilterIterator {
  function __construct(RecursiveIterator $it, public $tag = 'T') { echo "ctor $tag\n"; parent::__construct($it); }
  function accept(): bool { return $this->hasChildren() || is_int($this->current()); }
}
$f = new OnlyInts(new RecursiveArrayIterator([1, 'x', [2, 'y', [3]], 4]), 'top');
foreach (new RecursiveIteratorIterator($f) as $k => $v) echo "$k=$v\n";
$cb = new RecursiveCallbackFilterIterator(new RecursiveArrayIterator($a), function ($v, $k, $it) { echo "cb $k\n"; return $it->hasChildren() || $v > 1; });
foreach (new RecursiveIteratorIterator($cb) as $k => $v) echo "$k=$v\n";
$cb->rewind(); var_dump($cb->key(), get_class($cb->getChildren()));
try { new RecursiveFilterIterator(new RecursiveArrayIterator([])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new ParentIterator(new ArrayIterator([])); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new RecursiveCallbackFilterIterator(new ArrayIterator([]), 'strlen'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p = new ParentIterator(new RecursiveArrayIterator([1, 2]));
foreach ($p as $v) echo "never\n";
var_dump(iterator_count(new RecursiveIteratorIterator(new ParentIterator(new RecursiveArrayIterator([[[]], [1]])), RecursiveIteratorIterator::SELF_FIRST)));
var_dump($f->tag, $f instanceof RecursiveIterator, $f instanceof FilterIterator, $cb instanceof CallbackFilterIterator);
abstract class Half extends RecursiveFilterIterator {}
try { new RecursiveFilterIterator(new RecursiveArrayIterator([])); } catch (Error $e) { echo $e->getMessage(), "\n"; }
