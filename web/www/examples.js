// The examples offered in the playground's menu. The first is shown when
// the page opens without shared code.
export const examples = [
  {
    name: 'Hello, world',
    code: `<?php
// Press Run (or Ctrl/Cmd+Enter). Output appears on the right.
$name = 'world';
echo "Hello, $name!\\n";
printf("%d + %d = %d\\n", 2, 3, 2 + 3);
echo str_repeat('=', 20), "\\n";
foreach ([3, 1, 2] as $n) {
    echo $n, ' squared is ', $n ** 2, "\\n";
}
`,
  },
  {
    name: 'Classes, enums and match',
    code: `<?php
enum Suit: string {
    case Hearts = '♥';
    case Spades = '♠';

    public function color(): string {
        return match ($this) {
            Suit::Hearts => 'Red',
            Suit::Spades => 'Black',
        };
    }
}

final class Card {
    public function __construct(
        public readonly int $rank,
        public readonly Suit $suit,
    ) {}

    public function __toString(): string {
        return $this->rank . $this->suit->value;
    }
}

$cards = [new Card(10, Suit::Hearts), new Card(3, Suit::Spades)];
usort($cards, fn(Card $a, Card $b) => $a->rank <=> $b->rank);
foreach ($cards as $card) {
    echo $card, ' is ', $card->suit->color(), "\\n";
}
var_dump(Suit::from('♠'));
`,
  },
  {
    name: 'Generators and closures',
    code: `<?php
function fibonacci(): Generator {
    [$a, $b] = [0, 1];
    while (true) {
        yield $a;
        [$a, $b] = [$b, $a + $b];
    }
}

function take(iterable $items, int $n): array {
    $out = [];
    foreach ($items as $item) {
        if ($n-- <= 0) break;
        $out[] = $item;
    }
    return $out;
}

$double = fn($x) => $x * 2;
print_r(array_map($double, take(fibonacci(), 10)));
`,
  },
  {
    name: 'JSON and regular expressions',
    code: `<?php
$log = <<<LOG
2026-11-29 10:00:01 GET /index.php 200
2026-11-29 10:00:02 POST /login 302
2026-11-29 10:00:05 GET /missing 404
LOG;

preg_match_all('/^(?<date>\\S+) (?<time>\\S+) (?<method>[A-Z]+) (?<path>\\S+) (?<status>\\d+)$/m', $log, $m, PREG_SET_ORDER);
$rows = array_map(fn($r) => ['method' => $r['method'], 'path' => $r['path'], 'status' => (int) $r['status']], $m);
echo json_encode($rows, JSON_PRETTY_PRINT), "\\n";
var_dump(json_decode('{"ok": true, "n": [1, 2.5]}', true));
`,
  },
  {
    name: 'HTML output',
    code: `<?php
// Switch to the HTML tab to see this rendered (in a sandboxed frame).
$rows = ['apple' => 3, 'pear' => 7, 'plum' => 12];
?>
<h2 style="font-family: sans-serif">Fruit</h2>
<table border="1" cellpadding="6" style="border-collapse: collapse">
  <tr><th>Fruit</th><th>Count</th></tr>
<?php foreach ($rows as $fruit => $count): ?>
  <tr><td><?= htmlspecialchars($fruit) ?></td><td><?= $count ?></td></tr>
<?php endforeach; ?>
</table>
`,
  },
  {
    name: 'Warnings and errors',
    code: `<?php
echo $undefined;            // Warning: Undefined variable
echo intdiv(1, 2), "\\n";
$a = [1, 2];
echo $a[5] ?? 'default', "\\n";
echo $a[5];                 // Warning: Undefined array key
function risky(int $n): int {
    if ($n > 1) throw new InvalidArgumentException("n is $n");
    return $n;
}
echo risky(3);              // Fatal error: Uncaught InvalidArgumentException
`,
  },
  {
    name: 'Infinite loop (try Stop)',
    code: `<?php
// Runs until you press Stop or the time limit (max_execution_time) ends it.
$i = 0;
while (true) {
    $i++;
    if ($i % 10000000 === 0) echo "still running: $i\\n";
}
`,
  },
];
