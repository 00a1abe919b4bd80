<?php
$f = new Fiber(function () { Fiber::suspend(); echo "resumed\n"; });
$f->start();
try { $f->start(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
$f->resume();
try { $f->start(); } catch (FiberError $e) { echo $e->getMessage(), "\n"; }
echo "line ", __LINE__, "\n";
$f->start();
