<?php
trait Registry {
    private static array $items = [];
    public static function add(string $k, $v): void { self::$items[$k] = $v; }
    public static function cls(): string { return self::class . ' ' . static::class . ' ' . __CLASS__; }
    public static $pub = 1;
}
class R1 { use Registry; }
R1::add('a', 1);
Registry::add('z', 0);
echo Registry::cls(), "\n";
echo R1::cls(), "\n";
echo Registry::$pub, "\n";
