<?php
abstract class Base implements Serializable {
    public function serialize() { return 'b'; }
    public function unserialize($d) {}
}
echo "after base\n";
class Impl extends Base {}
echo "after impl\n";
interface MySer extends Serializable {}
echo "after interface\n";
class Full implements MySer {
    public function serialize() { return ''; }
    public function unserialize($d) {}
    public function __serialize(): array { return []; }
    public function __unserialize(array $a): void {}
}
echo "after full\n";
var_dump(serialize(new Impl));
var_dump(unserialize('C:4:"Impl":3:{xyz}'));
