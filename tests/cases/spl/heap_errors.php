<?php
$h = new SplMinHeap;
try { $h->extract(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
try { $h->top(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
class Bad extends SplMinHeap {
    public function compare($a, $b): int { if ($a === 3 || $b === 3) throw new Exception("no 3"); return parent::compare($a, $b); }
}
$b = new Bad;
$b->insert(1);
$b->insert(2);
try { $b->insert(3); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
var_dump($b->isCorrupted(), count($b));
try { $b->extract(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
try { $b->insert(4); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
$b->recoverFromCorruption();
var_dump($b->isCorrupted());
try { new SplHeap; } catch (Error $e) { echo $e->getMessage(), "\n"; }
