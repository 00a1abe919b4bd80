<?php
enum E { case A; }
$a = E::A;
try { $b = clone $a; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->name = 'B'; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->foo = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo E::B; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo $a->nope; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo "end\n";
