<?php
$f = new Fiber(function () { Fiber::suspend(); });
$f->start();
try { $f->throw("not a throwable"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $f->throw(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $f->resume(1, 2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $f->getReturn(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $f->isRunning(true); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { Fiber::suspend(1, 2); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { Fiber::getCurrent(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
$f->resume();
echo "done\n";
