<?php
$f = new Fiber(fn() => 42);
try { $f->resume(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
$f->start();
try { $f->resume(1); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
var_dump($f->getReturn());
$f->resume();
