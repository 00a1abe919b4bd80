<?php
// exec, system, passthru, shell_exec and backticks: output, last line,
// result codes, output order around the child's output, argument errors.
echo "before ";
$r = exec("echo one; echo two; echo '  three  '", $out, $code);
var_dump($r, $out, $code);
$r = exec("printf 'a\\nb\\n\\n'", $out);
var_dump($r, $out);
$r = exec("exit 3", $o2, $c2);
var_dump($r, $o2, $c2);
echo "x";
$r = system("echo sys; printf nonl", $c);
echo "|";
var_dump($r, $c);
$r = system("printf 'l1\\n\\n'");
var_dump($r);
echo "y";
$r = passthru("printf 'pt\\n'; exit 2", $c);
var_dump($r, $c);
var_dump(shell_exec("echo hi"));
var_dump(shell_exec("true"));
var_dump(`echo back`);
$x = "q";
var_dump(`echo $x {$x}`);
echo "z";
echo shell_exec("echo err 1>&2; echo out");
try { exec(""); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { exec("a\0b"); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { system(""); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { passthru(""); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { shell_exec(""); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { shell_exec("a\0b"); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$o = "notarray";
exec("echo a", $o); var_dump($o);
$o = [5 => 'x', 'k' => 'y'];
exec("echo a; echo b", $o); var_dump($o);
var_dump(exec("printf 'trail   \\n\\n\\n'"));
var_dump(exec("printf 'a\\r\\n'"));
var_dump(system("printf 'a \\t\\n'"));
// Each call reads the child through a stream, which takes a resource number.
var_dump(fopen('php://memory', 'r'));
$lines = [];
var_dump(exec('i=0; while [ $i -lt 3 ]; do echo "line $i"; i=$((i+1)); done', $lines, $rc), $lines, $rc);
echo "buffered ";
ob_start();
system('echo inside-ob');
$got = ob_get_clean();
var_dump($got);
var_dump(shell_exec('exit 5'));
