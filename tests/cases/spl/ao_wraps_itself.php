<?php
// An ArrayObject/ArrayIterator given itself as its array works on its own
// property table (php's IS_SELF), without holding a reference to itself.
class P extends ArrayObject {
    public $x = 1;
    protected $y = 2;
    private $w = 4;
    function __destruct() { echo "P destroyed\n"; }
}
$p = new P([5]);
$p->__construct($p);
var_dump(count($p), isset($p['x']), $p['x'], isset($p['y']));
$p['z'] = 3;
var_dump($p->z, count($p));
var_dump($p);
$it = $p->getIterator();
var_dump(get_class($it), $it->valid(), count($it));
var_dump($it);
unset($it);
unset($p['x']);
var_dump($p->getArrayCopy() === ["\0*\0y" => 2, "\0P\0w" => 4, "z" => 3]);
try { $p->append(3); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$p = null;
echo "after release\n";

$i = new ArrayIterator([1, 2]);
$i->__construct($i);
var_dump(count($i), $i->valid(), iterator_to_array($i));
$i['q'] = 9;
$i[] = 'app';
var_dump($i, count($i), iterator_to_array($i));
foreach ($i as $k => $v) echo "$k=$v\n";
$i->rewind();
$i->seek(1);
var_dump($i->key());

$a = new ArrayObject([1]);
$a->exchangeArray($a);
$a['k'] = 'v';
$s = serialize($a);
echo $s, "\n";
$u = unserialize($s);
var_dump($u, count($u), $u->getFlags());
$c = clone $a;
$c['m'] = 2;
var_dump($c, $a);
var_dump($a->exchangeArray([7]), $a);
$u = unserialize('O:11:"ArrayObject":4:{i:0;i:0;i:1;r:1;i:2;a:1:{s:1:"p";i:3;}i:3;N;}');
var_dump($u, count($u));

class Q { public $a = 1; protected $b = 2; private $c = 3; }
$o = new ArrayObject(new Q);
var_dump(count($o), iterator_to_array($o));
foreach ($o as $k => $v) echo "$k=$v\n";
