<?php
// Random\Engine\Mt19937: php's sequences in both modes, generate() bytes,
// Randomizer draws from the same state, and mt_srand agreement.
$e = new Random\Engine\Mt19937(1234);
for ($i = 0; $i < 5; $i++) echo bin2hex($e->generate()), "\n";
mt_srand(1234);
$r = new Random\Randomizer(new Random\Engine\Mt19937(1234));
for ($i = 0; $i < 5; $i++) echo mt_rand(1, 1000), " ", $r->getInt(1, 1000), "\n";
echo mt_rand(), " ", $r->nextInt(), "\n";
echo mt_rand(PHP_INT_MIN, PHP_INT_MAX), " ", $r->getInt(PHP_INT_MIN, PHP_INT_MAX), "\n";
// MT_RAND_PHP: the old twist and float scaling.
mt_srand(99, MT_RAND_PHP);
$p = new Random\Randomizer(new Random\Engine\Mt19937(99, MT_RAND_PHP));
for ($i = 0; $i < 5; $i++) echo mt_rand(0, 99), " ", $p->getInt(0, 99), "\n";
echo bin2hex($p->engine->generate()), "\n";
// The Randomizer and its engine share one state.
$e = new Random\Engine\Mt19937(7);
$r = new Random\Randomizer($e);
$a = $r->getInt(0, 1 << 20);
$b = bin2hex($e->generate());
$c = $r->getInt(0, 1 << 20);
echo "$a $b $c\n";
// Clones diverge independently.
$e2 = clone $e;
var_dump($e->generate() === $e2->generate());
$e->generate();
var_dump($e->generate() === $e2->generate());
// Many outputs (past one reload) stay in step with mt_rand.
mt_srand(5);
$e = new Random\Engine\Mt19937(5);
$ok = true;
for ($i = 0; $i < 1500; $i++) {
    $x = unpack('V', $e->generate())[1] >> 1;
    if ($x !== mt_rand()) { $ok = false; }
}
var_dump($ok);
try {
    new Random\Engine\Mt19937(1, 2);
} catch (ValueError $ex) {
    echo get_class($ex), ": ", $ex->getMessage(), "\n";
}
$e = new Random\Engine\Mt19937(-1);
echo bin2hex($e->generate()), "\n";
$e = new Random\Engine\Mt19937(PHP_INT_MAX);
echo bin2hex($e->generate()), "\n";
var_dump(strlen((new Random\Engine\Mt19937())->generate()));
var_dump(new Random\Engine\Mt19937(1) instanceof Random\Engine);
