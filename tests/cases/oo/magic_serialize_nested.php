<?php
class Item {
    public function __construct(public string $sku, public int $qty) {}
    public function __serialize(): array { return [$this->sku, $this->qty]; }
    public function __unserialize(array $d): void { [$this->sku, $this->qty] = $d; }
}
class Cart {
    public array $items = [];
    public ?Cart $parent = null;
    public function add(Item $i) { $this->items[] = $i; return $this; }
}
$shared = new Item('x', 1);
$cart = (new Cart)->add($shared)->add($shared)->add(new Item('y', 2));
$cart->parent = $cart;
$s = serialize($cart);
var_dump($s);
$back = unserialize($s);
var_dump($back->items[0] === $back->items[1], $back->parent === $back, $back->items[2]->qty);
$refs = [1, 2];
$refs[2] = &$refs[0];
var_dump(serialize([$refs, new Item('z', 3)]));
