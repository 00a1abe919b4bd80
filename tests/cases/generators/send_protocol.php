<?php
function logger() {
    echo "start\n";
    while (true) {
        $x = yield;
        if ($x === null) { echo "null received\n"; continue; }
        if ($x === 'stop') { return "stopped"; }
        echo "got: $x\n";
    }
}
$l = logger();
echo "created\n";
var_dump($l->send('one'));
$l->send('two');
$l->next();
var_dump($l->valid());
$l->send('stop');
var_dump($l->valid(), $l->current(), $l->key(), $l->getReturn());
var_dump($l->send('after'));

function echoer() {
    $i = 0;
    while (true) {
        $cmd = yield $i => "value $i";
        echo "cmd=", var_export($cmd, true), "\n";
        $i++;
        if ($i > 3) return $i;
    }
}
$e = echoer();
var_dump($e->current());
var_dump($e->send('a'));
var_dump($e->key());
$e->next();
var_dump($e->current(), $e->key());
var_dump($e->send('b'));
var_dump($e->valid(), $e->getReturn());
