<?php
class Counter {
    const START = 10;
    public static $count = self::START;
    public static function inc() { return ++static::$count; }
}
echo Counter::START, " ", Counter::inc(), " ", Counter::inc(), " ", Counter::$count, "\n";
