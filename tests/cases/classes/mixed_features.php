<?php
interface HasName { const PREFIX = "name:"; public function name(): string; }
class Person implements HasName {
    private static array $cache = [];
    public array $tags = [];
    public ?Person $friend = null;
    public function __construct(private string $n) {}
    public function name(): string { return self::PREFIX . $this->n; }
    public function __toString(): string { return $this->n; }
    public static function get(string $n): static {
        return self::$cache[$n] ??= new static($n);
    }
    public static function cached(): int { return count(self::$cache); }
}
$a = Person::get("ann");
$b = Person::get("bob");
$a2 = Person::get("ann");
var_dump($a === $a2, Person::cached());
$a->friend = $b;
$a->friend->tags[] = "x";
$a->friend->tags['k'] = "y";
$a->tags['list'][] = 1;
$a->tags['list'][] = 2;
print_r($b->tags);
print_r($a->tags);
echo $a->name(), " ", $a, " ", strlen($a), " ", strtoupper($b), "\n";
echo "Hello {$a->friend}!\n";
echo $a?->friend?->name(), "|", $b?->friend?->name(), "|\n";
$people = [Person::get("zed"), $a, $b];
usort($people, fn($x, $y) => strcmp($x, $y));
foreach ($people as $i => $p) { echo $i, "=", $p->name(), " "; }
echo "\n", $a::class, " ", $a::PREFIX, " ", HasName::PREFIX, "\n";
$cls = "Person";
$c = new $cls("dyn");
var_dump($c instanceof $cls, $c instanceof HasName);
echo json_encode(['p' => $a->tags, 'o' => new ArrayObjectLike]), "\n";
class ArrayObjectLike { public $a = 1; protected $b = 2; public $c = [1, 'x' => null]; }
$o = new ArrayObjectLike;
foreach ($o as $k => $v) { echo "$k "; }
echo "\n";
var_dump(count((array)$o), array_keys(get_object_vars($o)));
