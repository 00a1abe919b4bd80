<?php
enum Suit {
    case Hearts;
    case Diamonds;
    case Clubs;
    case Spades;

    public function color(): string {
        return match($this) {
            Suit::Hearts, Suit::Diamonds => 'Red',
            Suit::Clubs, Suit::Spades => 'Black',
        };
    }
    public function label(): string { return ucfirst(strtolower($this->name)); }
    public static function fromChar(string $c): self {
        foreach (self::cases() as $case) { if ($case->name[0] === $c) return $case; }
        throw new ValueError("bad $c");
    }
    const Wild = self::Spades;
}
$s = Suit::Hearts;
var_dump($s);
var_dump($s === Suit::Hearts, $s == Suit::Hearts, $s === Suit::Spades, $s == Suit::Spades);
echo $s->name, " ", $s->color(), " ", $s->label(), "\n";
echo Suit::fromChar('C')->name, "\n";
var_dump(Suit::Wild);
var_dump(Suit::Wild === Suit::Spades);
var_dump(Suit::cases());
var_dump($s instanceof Suit, $s instanceof UnitEnum, $s instanceof BackedEnum);
var_dump(enum_exists('Suit'), enum_exists('stdClass'), class_exists('Suit'));
var_dump(gettype($s), get_class($s), $s::class);
print_r($s); echo "\n";
print_r(Suit::cases());
var_export($s); echo "\n";
var_export([Suit::Clubs, 'x' => Suit::Diamonds]); echo "\n";
