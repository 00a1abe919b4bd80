<?php
enum Suit: string { case Hearts = 'h'; case Spades = 's'; const Fav = self::Spades; const N = 3; }
enum Unit { case A; case B; }
class NotEnum {}
var_dump(unserialize(serialize(Suit::Hearts)) === Suit::Hearts);
var_dump(unserialize(serialize([Unit::A, Unit::B, Unit::A])));
var_dump(unserialize(serialize(['x' => Suit::Fav])));
$o = new stdClass;
$o->e = Unit::B;
var_dump(unserialize(serialize($o)));
foreach (['E:11:"Suit:Hearts";', 'E:9:"Suit:Nope";', 'E:6:"Suit:N";', 'E:4:"Nope";', 'E:9:"Missing:A";', 'E:9:"NotEnum:A";', 'a:1:{i:0;E:6:"Unit:A";}'] as $s) {
    var_dump(unserialize($s));
}
var_dump(defined('Suit::Hearts'), defined('Suit::Fav'), defined('Suit::N'), defined('Suit::Nope'), defined('Nope::X'));
class Vis { public const A = 1; protected const B = 2; private const C = 3;
    static function probe() { var_dump(defined('Vis::A'), defined('Vis::B'), defined('Vis::C')); } }
var_dump(defined('Vis::A'), defined('Vis::B'), defined('Vis::C'));
Vis::probe();
