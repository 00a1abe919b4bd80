<?php
// Random\Randomizer over seeded engines: getInt, nextInt, getBytes,
// shuffleArray, shuffleBytes, pickArrayKeys, and their errors.
foreach ([new Random\Engine\Mt19937(42), new Random\Engine\PcgOneseq128XslRr64(42),
          new Random\Engine\Xoshiro256StarStar(42)] as $e) {
    $r = new Random\Randomizer($e);
    echo get_class($r->engine), "\n";
    echo $r->getInt(1, 6), " ", $r->getInt(-1000, 1000), " ", $r->getInt(0, PHP_INT_MAX), " ", $r->nextInt(), "\n";
    echo $r->getInt(5, 5), " ", $r->getInt(0, 0xFFFFFFFF), " ", $r->getInt(0, 0x1FFFFFFFF), "\n";
    echo bin2hex($r->getBytes(1)), " ", bin2hex($r->getBytes(5)), " ", bin2hex($r->getBytes(13)), "\n";
    echo implode(",", $r->shuffleArray(range(1, 10))), "\n";
    print_r($r->shuffleArray(['a' => 1, 'b' => 2, 'c' => 3]));
    echo $r->shuffleBytes("abcdefghij"), " ", $r->shuffleBytes("x"), "|", $r->shuffleBytes(""), "\n";
    echo implode(",", $r->pickArrayKeys(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4, 'e' => 5], 2)), "\n";
    echo implode(",", $r->pickArrayKeys(['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4, 'e' => 5], 4)), "\n";
    echo implode(",", $r->pickArrayKeys([10 => 'x', 20 => 'y', 30 => 'z'], 1)), "\n";
    echo implode(",", $r->pickArrayKeys(range(0, 9), 10)), "\n";
    $holes = range(0, 99);
    for ($i = 0; $i < 95; $i++) unset($holes[$i]);
    echo implode(",", $r->pickArrayKeys($holes, 1)), "\n";
}
$r = new Random\Randomizer(new Random\Engine\Mt19937(1));
$calls = [
    fn() => $r->getInt(10, 1),
    fn() => $r->getBytes(0),
    fn() => $r->pickArrayKeys([], 1),
    fn() => $r->pickArrayKeys([1, 2], 0),
    fn() => $r->pickArrayKeys([1, 2], 3),
    fn() => $r->getInt(1),
    fn() => $r->shuffleArray("x"),
    fn() => new Random\Randomizer(1),
    fn() => new Random\Randomizer(new stdClass),
    fn() => $r->__construct(new Random\Engine\Mt19937()),
    fn() => $r->engine = new Random\Engine\Mt19937(),
    fn() => clone $r,
    fn() => clone new Random\Engine\Secure(),
    fn() => $r->extra = 1,
    function () { $m = new Random\Engine\Mt19937(1); $m->extra = 2; },
    function () { $x = new Random\RandomException("m"); $x->extra = 3; },
    fn() => $r->getInt("a", 5),
    fn() => $r->nextInt(5),
    fn() => Random\Randomizer::nextInt(),
    fn() => new Random\Engine(),
    fn() => new Random\Engine\Mt19937("abc"),
    fn() => new Random\Engine\PcgOneseq128XslRr64(new stdClass),
];
foreach ($calls as $f) {
    try { var_dump($f()); } catch (Throwable $t) { echo get_class($t), ": ", $t->getMessage(), "\n"; }
}
$d = new Random\Randomizer();
var_dump($d->engine instanceof Random\Engine\Secure);
$n = $d->getInt(1, 3);
var_dump($n >= 1 && $n <= 3, strlen($d->getBytes(20)), count($d->shuffleArray([1, 2, 3])));
var_dump(new Random\Randomizer(null) == true);
