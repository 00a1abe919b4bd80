<?php
enum Suit: string {
    case Hearts = 'H'; case Spades = 'S';
    const Default = self::Hearts;
    const DefaultValue = self::Hearts->value;
    const Map = [self::Hearts->value => 'red', self::Spades->value => 'black'];
}
class Card {
    public Suit $suit = Suit::Spades;
    const FAV = Suit::Hearts;
    public static $counts = [Suit::Hearts->value => 0];
    public function __construct(public readonly int $rank = 1) {}
}
function pick(Suit $s = Suit::Default): string { return $s->name; }
echo pick(), " ", pick(Suit::Spades), "\n";
echo Suit::DefaultValue, " ", Suit::Map['S'], "\n";
$c = new Card;
var_dump($c);
var_dump(Card::FAV, Card::$counts);
var_dump(Suit::Default === Suit::Hearts);
