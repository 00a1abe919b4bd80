<?php
trait Mapper {
    private $factor = 2;
    public function mapAll(array $xs) { return array_map(fn($x) => $x * $this->factor, $xs); }
    public function selfName() { $f = function() { return self::class . '|' . static::class; }; return $f(); }
    public static function make() { return new self(); }
}
class M { use Mapper; }
class N extends M {}
print_r((new M)->mapAll([1, 2, 3]));
echo (new N)->selfName(), "\n";
var_dump(N::make());
var_dump((new M) instanceof M);
