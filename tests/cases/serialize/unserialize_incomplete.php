<?php
$s = 'O:7:"Missing":2:{s:1:"a";i:1;s:1:"b";s:1:"x";}';
$o = unserialize($s);
var_dump(get_class($o));
print_r($o);
echo serialize($o) === $s ? "round trip\n" : "changed\n";
print_r(unserialize('O:8:"stdClass":1:{s:1:"a";i:1;}', ['allowed_classes' => false]));
print_r(unserialize('a:2:{i:0;O:8:"stdClass":0:{}i:1;O:8:"STDCLASS":0:{}}', ['allowed_classes' => ['stdclass']]));
print_r(unserialize('O:8:"stdClass":0:{}', ['allowed_classes' => ['Other']]));
print_r(unserialize('O:8:"stdClass":0:{}', ['allowed_classes' => true]));
print_r(unserialize('O:8:"stdClass":0:{}', ['allowed_classes' => [1]]));
print_r(unserialize('C:3:"Foo":2:{ab}'));
echo "\n";
foreach (['O:3:"a-b":0:{}', 'O:1:"A"', 'O:1:"A":', 'O:1:"A":1:{s:1:"a";i:1;', 'O:0:"":0:{}', 'O:9:"A":0:{}',
          'O:1:"A":x:{}', 'O:1:"A":1;{}', 'C:3:"Foo":9:{ab}', 'E:7:"Foo:Bar";', 'E:12:"Missing:Case";'] as $s) {
    echo $s, ' => ';
    var_dump(unserialize($s));
}
