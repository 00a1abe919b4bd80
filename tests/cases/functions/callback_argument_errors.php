<?php
function needsInt(int $a) { return $a; }
try { call_user_func('needsInt', 'x'); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { call_user_func_array('needsInt', []); } catch (ArgumentCountError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$arr = ['b', 'a'];
try { usort($arr, fn(int $x, int $y) => $x <=> $y); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { array_map(fn(array $a) => $a, [1]); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
echo "still running\n";
array_map('needsInt', ['q']);
