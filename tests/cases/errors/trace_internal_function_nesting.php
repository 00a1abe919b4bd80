<?php
function t() { try { array_map('intdiv', [1], [0]); } catch (Error $e) { echo $e->getTraceAsString(), "\n"; } }
t();
try { usort($a, fn($x, $y) => intdiv(1, 0)); } catch (Error $e) { echo $e->getTraceAsString(), "\n"; }
$a = [1, 2];
try { usort($a, fn($x, $y) => array_map('intdiv', [1], [0])); } catch (Error $e) { echo $e->getTraceAsString(), "\n"; }
try { array_map(fn($x) => throw new Exception("x"), [1]); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
