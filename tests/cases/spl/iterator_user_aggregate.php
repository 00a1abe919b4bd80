<?php
class Team implements IteratorAggregate, Countable, ArrayAccess {
    private ArrayObject $members;
    public function __construct(array $m) { $this->members = new ArrayObject($m); }
    public function getIterator(): Iterator { return $this->members->getIterator(); }
    public function count(): int { return count($this->members); }
    public function offsetExists($o): bool { return isset($this->members[$o]); }
    public function offsetGet($o): mixed { return $this->members[$o]; }
    public function offsetSet($o, $v): void { if ($o === null) { $this->members[] = $v; } else { $this->members[$o] = $v; } }
    public function offsetUnset($o): void { unset($this->members[$o]); }
}
$t = new Team(['ann', 'bob']);
$t[] = 'cy';
unset($t[0]);
foreach ($t as $i => $m) echo "$i: $m\n";
var_dump(count($t), isset($t[1]), $t[2], iterator_to_array($t));
