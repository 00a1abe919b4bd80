<?php
class Box { static function maker(){ return static function(){ return static::class; }; }
  static function mk2(){ return function(){ return static::class . get_called_class(); }; }
  static function mk3(){ return fn() => static::class; }
  static function mk4(){ return static function(){ return static::name(); }; }
  static function mk5(){ return static function(){ return get_class(new static); }; }
  static function name(){ return 'Box'; }
  function inst(){ return function(){ return static::class; }; }
}
class SubBox extends Box { static function name(){ return 'SubBox'; } }
echo SubBox::maker()(), "\n", SubBox::mk2()(), "\n", SubBox::mk3()(), "\n", SubBox::mk4()(), "\n", SubBox::mk5()(), "\n";
echo Box::maker()(), "\n";
echo (new SubBox)->inst()(), "\n";
$f = SubBox::maker(); $g = Closure::bind($f, null, Box::class); echo $g(), "\n";
echo (function(){ return (fn() => static::class)(); })->bindTo(null, SubBox::class)(), "\n";
class A {
  private static $p = 'A-private';
  static function make() { return function () { return [static::class, self::class, self::$p, (function () { return static::class . '/' . self::class; })()]; }; }
  function inst() { return static fn() => static::class; }
  static function gen() { return function () { static $k = 0; yield static::class . ++$k; }; }
}
class B extends A {}
print_r(B::make()());
print_r(A::make()());
echo (new B)->inst()(), "\n";
$h = B::gen(); foreach ($h() as $v) echo $v, "\n"; foreach ($h() as $v) echo $v, "\n";
$b = B::make(); $c = $b->bindTo(new B); print_r($c());
$d = Closure::bind(B::make(), null, 'static'); print_r($d());
$n = (function () { return function () { return [static::class, get_called_class(), (new static) instanceof A]; }; })->bindTo(null, B::class)();
print_r($n());
class Q {
  static function who() { return 'Q'; }
  static function mk() {
    return [
      function () { return get_called_class(); },
      function () { return call_user_func([static::class, 'who']); },
      function () { return call_user_func([new static, 'who']); },
      function (): static { return new static; },
      function ($o) { return $o instanceof static; },
      function () { return function () { return static::class; }; },
      function () { return (fn() => static::who())(); },
    ];
  }
}
class R extends Q { static function who() { return 'R'; } }
$fs = R::mk();
echo $fs[0](), ' ', $fs[1](), ' ', $fs[2](), ' ', get_class($fs[3]()), ' ';
var_dump($fs[4](new Q), $fs[4](new R));
echo $fs[5]()(), ' ', $fs[6](), "\n";
