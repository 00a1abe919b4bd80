<?php
class Tree {
    private array $children = [];
    public function __construct(public string $name) {}
    public function add(Tree $c): static { $this->children[] = $c; return $this; }
    public function walk(int $depth = 0): Generator {
        yield str_repeat("  ", $depth) . $this->name;
        foreach ($this->children as $c) {
            yield from $c->walk($depth + 1);
        }
    }
    public static function range(int $n): iterable {
        for ($i = 0; $i < $n; $i++) yield static::class . $i;
    }
}
$t = (new Tree("root"))->add((new Tree("a"))->add(new Tree("a1")))->add(new Tree("b"));
foreach ($t->walk() as $line) echo $line, "\n";
foreach (Tree::range(2) as $k => $v) echo "$k $v\n";
class Holder {
    public $name = "held";
    public function make() { return function ($n) { for ($i = 0; $i < $n; $i++) yield $i => $this->name; }; }
}
$b = (new Holder)->make();
foreach ($b(2) as $k => $v) echo "$k $v\n";
$arrow = fn() => yield 5;
foreach ($arrow() as $v) echo $v, "\n";
