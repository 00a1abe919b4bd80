<?php
enum Month: int {
    case Jan = 1; case Feb = 2; case Mar = 3;
    public static function fromName(string $n): self { return constant("self::$n"); }
    public static function count(): int { return count(self::cases()); }
    public function next(): self { return self::from($this->value % self::count() + 1); }
    public function isAfter(self $o): bool { return $this->value > $o->value; }
}
echo Month::fromName('Feb')->name, " ", Month::count(), " ", Month::Mar->next()->name, "\n";
var_dump(Month::Mar->isAfter(Month::Jan), Month::Jan->isAfter(Month::Feb));
$names = array_column(array_map(fn($m) => ['n' => $m->name, 'v' => $m->value], Month::cases()), 'v', 'n');
print_r($names);
$sorted = Month::cases();
usort($sorted, fn($a, $b) => $b->value <=> $a->value);
echo implode(",", array_map(fn($m) => $m->name, $sorted)), "\n";
var_dump(Month::tryFrom(0) ?? Month::Jan);
$fn = [Month::class, 'tryFrom'];
var_dump($fn(3));
var_dump(Month::Jan instanceof Month, Month::Jan instanceof BackedEnum);
