<?php
$f = new SplFixedArray(3);
foreach (['5', -1, 3, 'a', 1.5, null, true, '1'] as $i) {
    try { var_dump($f[$i]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { $f[$i] = 'w'; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { $f[] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new SplFixedArray(-1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $f->setSize(-5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unset($f[7]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $f->offsetSet(null, 1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
print_r($f->toArray());
echo $f[9];
