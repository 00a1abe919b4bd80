<?php
// PcgOneseq128XslRr64 and Xoshiro256StarStar: seeding from ints and
// strings, generate(), jumps, and their argument errors.
$p = new Random\Engine\PcgOneseq128XslRr64(1);
for ($i = 0; $i < 4; $i++) echo bin2hex($p->generate()), "\n";
$p = new Random\Engine\PcgOneseq128XslRr64("0123456789abcdef");
echo bin2hex($p->generate()), "\n";
$a = new Random\Engine\PcgOneseq128XslRr64(77);
$b = clone $a;
$a->jump(1000);
for ($i = 0; $i < 1000; $i++) $b->generate();
var_dump($a->generate() === $b->generate());
$a->jump(0);
echo bin2hex($a->generate()), "\n";
$a->jump(PHP_INT_MAX);
echo bin2hex($a->generate()), "\n";
foreach ([fn() => $a->jump(-1), fn() => new Random\Engine\PcgOneseq128XslRr64("short"),
          fn() => new Random\Engine\PcgOneseq128XslRr64([])] as $f) {
    try { $f(); } catch (Throwable $t) { echo get_class($t), ": ", $t->getMessage(), "\n"; }
}

$x = new Random\Engine\Xoshiro256StarStar(1);
for ($i = 0; $i < 4; $i++) echo bin2hex($x->generate()), "\n";
$x = new Random\Engine\Xoshiro256StarStar(str_repeat("\x01\x02\x03\x04", 8));
echo bin2hex($x->generate()), "\n";
$x->jump();
echo bin2hex($x->generate()), "\n";
$x->jumpLong();
echo bin2hex($x->generate()), "\n";
$x = new Random\Engine\Xoshiro256StarStar(-5);
echo bin2hex($x->generate()), "\n";
foreach ([fn() => new Random\Engine\Xoshiro256StarStar(str_repeat("\0", 32)),
          fn() => new Random\Engine\Xoshiro256StarStar("abc"),
          fn() => new Random\Engine\Xoshiro256StarStar(2.0)] as $f) {
    try { $f(); echo "ok\n"; } catch (Throwable $t) { echo get_class($t), ": ", $t->getMessage(), "\n"; }
}
var_dump(strlen((new Random\Engine\Xoshiro256StarStar())->generate()));
var_dump(strlen((new Random\Engine\PcgOneseq128XslRr64())->generate()));
var_dump(strlen((new Random\Engine\Secure())->generate()));
var_dump(new Random\Engine\Secure instanceof Random\CryptoSafeEngine);
var_dump(new Random\Engine\Secure instanceof Random\Engine);
var_dump(new Random\Engine\Xoshiro256StarStar(1) instanceof Random\CryptoSafeEngine);
