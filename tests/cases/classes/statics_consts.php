<?php
class Counter {
    const START = 10;
    const NEXT = self::START + 1;
    public static $count = 0;
    private static $instances = [];
    public static function inc() { return ++static::$count; }
    public static function make() { $o = new static(); self::$instances[] = $o; return $o; }
    public static function n() { return count(self::$instances); }
}
class Sub extends Counter {
    const START = 20;
    public static function who() { return static::class . " " . self::class . " " . parent::class; }
}
Counter::inc(); Counter::inc();
echo Counter::$count, " ", Sub::$count, "\n";
Sub::$count = 7;
echo Counter::$count, "\n";
echo Counter::START, " ", Counter::NEXT, " ", Sub::START, " ", Sub::NEXT, "\n";
echo get_class(Sub::make()), " ", Counter::n(), "\n";
echo Sub::who(), "\n";
echo Counter::class, "\n";
$c = 'Sub';
echo $c::START, " ", $c::inc(), "\n";
try { echo Counter::NOPE; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo Counter::$nope; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { Counter::nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
