<?php
class R extends RecursiveIteratorIterator {
  function beginIteration(): void { echo "beginIteration\n"; }
  function endIteration(): void { echo "endIteration\n"; }
  function callHasChildren(): bool { $r = parent::callHasChildren(); echo "callHasChildren(", $this->key(), ")=", var_export($r, true), "\n"; return $r; }
  function callGetChildren(): RecursiveIterator { echo "callGetChildren\n"; return parent::callGetChildren(); }
  function beginChildren(): void { echo "beginChildren d=", $this->getDepth(), "\n"; }
  function endChildren(): void { echo "endChildren d=", $this->getDepth(), "\n"; }
  function nextElement(): void { echo "nextElement ", $this->key(), "\n"; }
}
$a = [1, [2, [3, 4]], 5];
foreach ([0,1,2] as $mode) { echo "mode $mode\n";
foreach (new R(new RecursiveArrayIterator($a), $mode) as $k => $v) echo "  $k => ", json_encode($v), "\n"; }
$r = new RecursiveIteratorIterator(new RecursiveArrayIterator($a), 1);
$r->setMaxDepth(0); var_dump($r->getMaxDepth());
foreach ($r as $k => $v) echo "  $k => ", json_encode($v), "\n";
$r->setMaxDepth(-1); var_dump($r->getMaxDepth());
try { $r->setMaxDepth(-5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new RecursiveIteratorIterator(new RecursiveArrayIterator($a));
$r->setMaxDepth(1); foreach ($r as $k => $v) echo "  $k => ", json_encode($v), "\n";
$r->rewind(); $r->next(); $r->next(); var_dump($r->getDepth(), $r->key(), $r->current(), get_class($r->getSubIterator(0)), $r->getSubIterator(5), $r->getSubIterator()->getArrayCopy());
var_dump($r->callHasChildren(), $r->valid());
print_r($r);
