<?php
class Strict implements ArrayAccess {
    private array $d = ['a' => 1];
    public function offsetExists($k): bool { if ($k === 'boom') throw new LogicException("exists boom"); return isset($this->d[$k]); }
    public function offsetGet($k): mixed { if (!isset($this->d[$k])) throw new OutOfBoundsException("no key $k"); return $this->d[$k]; }
    public function offsetSet($k, $v): void { if ($k === null) throw new InvalidArgumentException("append not allowed"); $this->d[$k] = $v; }
    public function offsetUnset($k): void { throw new BadMethodCallException("read-only"); }
}
$s = new Strict;
foreach ([
    fn() => $s['zz'],
    fn() => $s['zz'] ?? 'dflt',
    fn() => isset($s['boom']),
    fn() => $s['boom'] ?? 1,
    function () use ($s) { $s[] = 1; },
    function () use ($s) { unset($s['a']); },
    function () use ($s) { $s['a'] += 1; return $s['a']; },
    fn() => empty($s['zz']),
] as $i => $f) {
    try { var_dump($f()); } catch (Exception $e) { echo $i, ": ", get_class($e), ": ", $e->getMessage(), "\n"; }
}
