<?php
$ao = new ArrayObject([1, 2, 3]);
$old = $ao->exchangeArray(['x' => 'y']);
var_dump($old, $ao->getArrayCopy());
$it = $ao->getIterator();
var_dump(get_class($it), $ao->getIteratorClass());
foreach ($it as $k => $v) echo "$k=$v\n";
class MyIt extends ArrayIterator {
    public function current(): mixed { return strtoupper(parent::current()); }
}
$ao->setIteratorClass('MyIt');
var_dump($ao->getIteratorClass());
foreach ($ao as $k => $v) echo "$k=$v\n";
try { $ao->setIteratorClass('stdClass'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $ao->exchangeArray(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
