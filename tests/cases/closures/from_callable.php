<?php
class Greeter {
    public function __construct(private string $greeting) {}
    public function greet($who) { return "$this->greeting, $who!"; }
    public static function make() { return new static("Hi"); }
    public function __invoke($x) { return "invoked $x"; }
}
$g = new Greeter("Hello");
$f = Closure::fromCallable([$g, 'greet']);
echo $f("World"), "\n";
$s = Closure::fromCallable('Greeter::make');
var_dump(get_class($s()));
$l = Closure::fromCallable('strrev');
echo $l("abc"), "\n";
$i = Closure::fromCallable($g);
echo $i(7), "\n";
$same = function () {};
var_dump(Closure::fromCallable($same) === $same);
try { Closure::fromCallable('no_such_function'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Closure::fromCallable([$g, 'nope']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo implode(",", array_map(Closure::fromCallable('ucfirst'), ['a', 'b'])), "\n";
