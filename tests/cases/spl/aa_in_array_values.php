<?php
class Cfg implements ArrayAccess {
    private array $v = [];
    public function offsetExists($k): bool { return isset($this->v[$k]); }
    public function offsetGet($k): mixed { return $this->v[$k] ?? null; }
    public function offsetSet($k, $val): void { $this->v[$k] = $val; }
    public function offsetUnset($k): void { unset($this->v[$k]); }
}
$arr = ['cfg' => new Cfg];
$arr['cfg']['db'] = 'mysql';
$arr['cfg']['port'] = 3306;
echo $arr['cfg']['db'], ":", $arr['cfg']['port'], "\n";
$o = new stdClass;
$o->cfg = new Cfg;
$o->cfg['x'] = 'y';
echo $o->cfg['x'], "\n";
var_dump(isset($o->cfg['x']), isset($o->cfg['nope']), $o->cfg['nope'] ?? 'none');
$list = [new Cfg, new Cfg];
foreach ($list as $i => $c) { $c['i'] = $i; }
echo $list[1]['i'], "\n";
function get(): Cfg { $c = new Cfg; $c['k'] = 'from func'; return $c; }
echo get()['k'], "\n";
