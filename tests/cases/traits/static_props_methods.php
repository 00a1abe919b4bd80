<?php
trait Registry {
    private static array $items = [];
    public static function add(string $k, $v): void { self::$items[$k] = $v; }
    public static function all(): array { return self::$items; }
    public static function cls(): string { return self::class . ' ' . static::class . ' ' . __CLASS__; }
}
class R1 { use Registry; }
class R2 { use Registry; }
class R3 extends R1 {}
R1::add('a', 1); R2::add('b', 2); R1::add('c', 3);
print_r(R1::all()); print_r(R2::all());
echo R1::cls(), "\n", R3::cls(), "\n";
