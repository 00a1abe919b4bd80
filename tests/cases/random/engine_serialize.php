<?php
// Engine state through serialize/unserialize, __debugInfo, and php's
// errors for malformed data.
$e = new Random\Engine\Mt19937(3, MT_RAND_PHP);
$e->generate();
$s = serialize($e);
echo strlen($s), " ", md5($s), "\n";
$u = unserialize($s);
var_dump(bin2hex($u->generate()) === bin2hex($e->generate()));
$d = $e->__debugInfo();
echo count($d['__states']), " ", $d['__states'][624], " ", $d['__states'][625], " ", $d['__states'][0], "\n";

$p = new Random\Engine\PcgOneseq128XslRr64(42);
echo serialize($p), "\n";
var_dump($p);
$p2 = unserialize(serialize($p));
echo bin2hex($p->generate()), " ", bin2hex($p2->generate()), "\n";

$x = new Random\Engine\Xoshiro256StarStar(42);
echo serialize($x), "\n";
print_r($x);
echo "\n";
$x2 = unserialize(serialize($x));
echo bin2hex($x->generate()), " ", bin2hex($x2->generate()), "\n";

$r = new Random\Randomizer(new Random\Engine\Xoshiro256StarStar(9));
$r->getInt(1, 10);
$s = serialize($r);
echo $s, "\n";
$r2 = unserialize($s);
echo $r->getInt(1, 1000000), " ", $r2->getInt(1, 1000000), "\n";
var_dump($r2);

$bad = [
    'O:33:"Random\Engine\PcgOneseq128XslRr64":2:{i:0;a:0:{}i:1;a:1:{i:0;s:16:"0000000000000000";}}',
    'O:33:"Random\Engine\PcgOneseq128XslRr64":2:{i:0;a:0:{}i:1;a:2:{i:0;s:16:"zz00000000000000";i:1;s:16:"0000000000000000";}}',
    'O:33:"Random\Engine\Xoshiro256StarStar":2:{i:0;a:0:{}i:1;a:4:{i:0;s:16:"0000000000000000";i:1;s:16:"0000000000000000";i:2;s:16:"0000000000000000";i:3;s:16:"0000000000000000";}}',
    'O:33:"Random\Engine\PcgOneseq128XslRr64":1:{i:0;a:0:{}}',
    'O:17:"Random\Randomizer":1:{i:0;a:1:{s:6:"engine";i:1;}}',
    'O:17:"Random\Randomizer":2:{i:0;a:0:{}i:1;i:2;}',
];
foreach ($bad as $b) {
    try {
        var_dump(unserialize($b));
    } catch (Throwable $t) {
        echo get_class($t), ": ", $t->getMessage(), "\n";
    }
}
foreach ([new Random\Engine\Secure, new Random\Randomizer] as $o) {
    try {
        serialize($o);
    } catch (Throwable $t) {
        echo get_class($t), ": ", $t->getMessage(), "\n";
    }
}
