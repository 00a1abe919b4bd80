<?php
$o = new stdClass;
$o->p = "prop";
$o->q = new stdClass;
$o->q->r = "deep";
$a = ['x' => ['y' => 'nested']];
$k = 'x';
echo <<<EOT
$o->p / {$o->q->r} / {$a['x']['y']} / {$a[$k]['y']}
$o->p->q
EOT;
echo "\n";
