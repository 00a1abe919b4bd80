<?php
interface HasLabel { public function label(): string; }
trait Describes { public function describe(): string { return static::class . '::' . $this->name . ' (' . $this->label() . ')'; } }
enum Planet: int implements HasLabel {
    use Describes;
    case Mercury = 1;
    case Venus = 2;
    case Earth = 3;
    const HOME = self::Earth;
    public const COUNT = 3;
    public function label(): string { return strtoupper($this->name); }
    public static function home(): static { return static::HOME; }
}
echo Planet::Venus->describe(), "\n";
var_dump(Planet::Earth instanceof HasLabel);
echo Planet::COUNT, " ", Planet::home()->name, "\n";
var_dump(Planet::HOME === Planet::home());
function show(HasLabel $l): string { return $l->label(); }
echo show(Planet::Mercury), "\n";
function pick(Planet $p): int { return $p->value; }
echo pick(Planet::Earth), "\n";
var_dump(constant('Planet::Venus'));
var_dump(Planet::Venus instanceof Planet);
$c = 'Planet';
var_dump($c::from(1));
var_dump(count(Planet::cases()));
