<?php
function one() { yield 1; yield 2; }
function none() { return 5; yield; }
$g = one();
foreach ($g as $v) { echo "$v\n"; }
try { foreach ($g as $v) { echo "$v\n"; } } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$n = none();
foreach ($n as $v) { echo "never\n"; }
var_dump($n->valid(), $n->getReturn());
try { $n->rewind(); echo "rewind ok\n"; } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$h = one();
$h->current();
foreach ($h as $v) { echo "h $v\n"; }
$p = one();
$p->next();
try { foreach ($p as $v) { echo "p $v\n"; } } catch (Exception $e) { echo $e->getMessage(), "\n"; }
