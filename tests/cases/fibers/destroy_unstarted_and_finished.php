<?php
class Probe { public function __destruct() { echo "probe destroyed\n"; } }
$f = new Fiber(function (Probe $p) { echo "run\n"; });
unset($f);
echo "unstarted gone\n";
$g = new Fiber(function () { return new Probe; });
$g->start();
echo "finished\n";
unset($g);
echo "end\n";
