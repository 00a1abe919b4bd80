<?php
// Exceptions while an object is compared with a scalar: a throwing
// __toString, and an error handler that throws on the notice.
class Boom { function __toString(): string { throw new Exception("boom"); } }
class IntString { function __toString(): string { return 5; } }
class Plain { }
$b = new Boom; $p = new Plain;

try { echo "1: "; var_dump("a" == $b); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo "2: "; var_dump($b < "a"); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo "3: "; var_dump(in_array("a", [$b, $b])); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo "4: "; var_dump(1 == $b); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "5: "; var_dump("5" == new IntString);
try {
    switch ("x") { case $b: echo "case\n"; break; default: echo "default\n"; }
} catch (Exception $e) { echo "6: ", $e->getMessage(), "\n"; }

set_error_handler(function ($no, $msg, $file, $line) {
    echo "handler($no): $msg @$line\n";
    throw new Exception("from handler");
});
try { echo "7: "; var_dump(1 == $p); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
try { echo "8: "; var_dump(max(1, $p)); } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
try { echo "9: "; $a = [3, $p, 1]; sort($a); echo count($a), "\n"; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
restore_error_handler();
set_error_handler(function ($no, $msg, $file, $line) { echo "quiet($no): $msg @$line\n"; return true; });
echo "10: "; var_dump($p == 1.0);
echo "done\n";
