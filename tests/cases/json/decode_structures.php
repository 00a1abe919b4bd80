<?php
// Objects are exported, not var_dump()ed: rphp keeps call temporaries alive longer, which shifts object ids.
function dump(...$v) { foreach ($v as $x) { var_export($x); echo "\n"; } }
dump(json_decode('[1, "two", [3, [4]], {"five": 5}]'));
dump(json_decode('{"a":{"b":1},"c":{},"d":[]}'));
dump(json_decode('{"a":{"b":1},"c":{},"d":[]}', true));
dump(json_decode('{"1":2,"":3,"a":4,"a":5,"-3":6,"01":7}'));
dump(json_decode('{"1":2,"":3,"a":4,"a":5,"-3":6,"01":7}', true));
var_dump((array) json_decode('{"1":2}'));
dump(json_decode('[]'), json_decode('{}'), json_decode('{}', true), json_decode('[[]]', true));
dump(json_decode('{"x":[{"y":null}]}', false, 512, JSON_OBJECT_AS_ARRAY));
dump(json_decode('{"x":1}', null, 512, JSON_OBJECT_AS_ARRAY));
dump(json_decode('{"x":1}', false, 512, JSON_OBJECT_AS_ARRAY));
$o = json_decode('{"name":"n","list":[1,2],"nested":{"k":"v"}}');
echo $o->name, ' ', $o->list[1], ' ', $o->nested->k, ' ', get_class($o), "\n";
$o->extra = true;
echo json_encode($o), "\n";
echo json_encode(json_decode('{"a":[1,{"b":[]}],"c":{}}')), "\n";
