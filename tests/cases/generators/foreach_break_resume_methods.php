<?php
function letters() {
    try {
        foreach (['a', 'b', 'c', 'd'] as $i => $l) {
            $got = yield $i => $l;
            if ($got !== null) {
                echo "sent $got\n";
            }
        }
        return 'end';
    } finally {
        echo "letters finally\n";
    }
}
$g = letters();
foreach ($g as $k => $v) {
    echo "$k:$v\n";
    if ($v === 'b') {
        break;
    }
}
var_dump($g->current(), $g->key());
$g->send('X');
var_dump($g->current());
$g->next();
var_dump($g->valid(), $g->current());
$g->next();
var_dump($g->valid(), $g->getReturn());
