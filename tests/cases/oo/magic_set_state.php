<?php
class Point {
    public $x = 0;
    protected $y = 0;
    private $z = 0;
    public static function __set_state(array $props) {
        echo "__set_state called with ", implode(',', array_keys($props)), "\n";
        $p = new Point;
        $p->x = $props['x'] * 10;
        return $p;
    }
}
$p = new Point;
$p->x = 3;
$code = var_export($p, true);
echo $code, "\n";
$copy = eval("return $code;");
var_dump($copy);
$nested = ['p' => $p, 'list' => [new Point]];
var_export($nested);
echo "\n";
$back = eval('return ' . var_export($nested, true) . ';');
var_dump(count($back), $back['p']->x);
var_export(new stdClass);
echo "\n";
$o = new stdClass;
$o->a = 1;
$o->{'b c'} = [true, null];
var_export($o);
echo "\n";
