<?php
function lines() {
    for ($i = 1; $i <= 3; $i++) {
        $data = Fiber::suspend("need line $i");
        yield $i => $data;
    }
}
$reader = new Fiber(function () {
    $out = [];
    foreach (lines() as $no => $line) {
        $out[] = "$no:$line";
    }
    return implode(' ', $out);
});
$req = $reader->start();
while (!$reader->isTerminated()) {
    echo "$req\n";
    $req = $reader->resume(strrev($req));
}
echo $reader->getReturn(), "\n";
