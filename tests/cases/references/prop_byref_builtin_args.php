<?php
// Properties, static properties and their offsets passed to builtins taking references.
class Bag {
    public $items = [3, 1, 2];
    public $list = [];
    public $m;
    public $counts = ['a' => [5, 4]];
    public static $shared = [9, 7, 8];
    protected $hidden = ['z', 'y'];

    public function run() {
        sort($this->items);
        array_push($this->list, 1, 2);
        preg_match('/(b)(c)/', 'abcd', $this->m);
        rsort($this->counts['a']);
        sort(self::$shared);
        sort(static::$shared);
        usort($this->hidden, fn($a, $b) => strcmp($a, $b));
        $first = array_shift($this->items);
        echo "shifted $first\n";
        array_splice($this->list, 0, 1, ['x', 'y']);
        settype($this->m, 'string');
        str_replace('a', 'b', 'aaa', $this->count);
        return $this;
    }
}
$b = new Bag;
$b->run();
var_dump($b);
var_dump(Bag::$shared);
$c = clone $b;
$c->items[] = 99;
var_dump($b->items, $c->items);
var_dump((array)$b);
print_r($b);
echo "\n";
var_export($b->list);
echo "\n";
$o = new stdClass;
$o->arr = [2, 1];
ksort($o->arr);
shuffle($o->none);
var_dump($o);
try {
    array_push($o->nope, 1);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($o);
$s = new SplObjectStorage;
$objs = [new stdClass];
$objs[0]->q = [3, 2];
sort($objs[0]->q);
var_dump($objs);
end($b->items);
var_dump(key($b->items), current($b->items));
