<?php
enum Priority: int {
    case Low = 1;
    case High = 3;
    const ALL = [self::Low, self::High];
    public static function highest(): self {
        $max = self::Low;
        foreach (self::cases() as $c) { if ($c->value > $max->value) $max = $c; }
        return $max;
    }
    public function compare(self $o): int { return $this->value <=> $o->value; }
}
class Task {
    public static Priority $default = Priority::Low;
    public function __construct(public string $title, public Priority $p = Priority::High) {}
}
echo Priority::highest()->name, " ", count(Priority::ALL), " ", Priority::ALL[1]->name, "\n";
echo Task::$default->name, "\n";
Task::$default = Priority::High;
echo Task::$default->name, "\n";
$t = new Task("x");
echo $t->p->name, " ", Priority::Low->compare(Priority::High), "\n";
$tasks = [new Task("a", Priority::Low), new Task("b"), new Task("c", Priority::Low)];
usort($tasks, fn($a, $b) => $b->p->compare($a->p) ?: strcmp($a->title, $b->title));
echo implode(" ", array_map(fn($t) => $t->title . ":" . $t->p->name, $tasks)), "\n";
var_dump(array_filter($tasks, fn($t) => $t->p === Priority::Low) == [1 => $tasks[1], 2 => $tasks[2]]);
try { $t->p = 5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$fn = function (Priority|string $x): string { return $x instanceof Priority ? $x->name : $x; };
echo $fn(Priority::Low), $fn("str"), "\n";
