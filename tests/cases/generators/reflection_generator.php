<?php
class K {
    function gen($n) {
        yield 1;
        yield from inner($n);
        return 5;
    }
}
function inner($n) {
    yield 2;
    yield 3;
}
$k = new K;
$g = $k->gen(3);
$rg = new ReflectionGenerator($g);
var_dump($rg->getExecutingLine(), basename($rg->getExecutingFile()));
var_dump($rg->getFunction()->getName(), get_class($rg->getThis()), $rg->getExecutingGenerator() === $g);
$g->current();
var_dump($rg->getExecutingLine());
$g->next();
var_dump($rg->getExecutingLine(), $rg->getExecutingGenerator() === $g);
$eg = $rg->getExecutingGenerator();
$r2 = new ReflectionGenerator($eg);
var_dump($r2->getFunction()->getName(), $r2->getThis(), $r2->getExecutingLine());
var_dump(count($rg->getTrace()));
print_r(array_map(fn($f) => array_diff_key($f, ['file' => 1]), $rg->getTrace()));
print_r(array_map(fn($f) => array_diff_key($f, ['file' => 1]), $rg->getTrace(0)));
print_r(array_map(fn($f) => array_diff_key($f, ['file' => 1]), $r2->getTrace()));
while ($g->valid()) $g->next();
try { $rg->getExecutingLine(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $rg->getTrace(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new ReflectionGenerator($g); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new ReflectionGenerator(new stdClass); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = function () { yield 1; };
$rf = new ReflectionGenerator($f());
var_dump($rf->getFunction()->getName(), $rf->getThis(), $rf->getExecutingLine());
var_dump($rf);
function running() { global $rr; $rr = new ReflectionGenerator($GLOBALS['gg']); var_dump($rr->getExecutingLine()); yield 1; }
$gg = running(); 
try { $gg->current(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
