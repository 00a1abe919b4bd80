<?php
class T {
    public int $i = 0;
    public ?string $s = null;
    public int $uninit;
    public function __construct(public readonly int $id) {}
}
$t = new T(5);
var_dump($t);
$t->i = "42";
var_dump($t->i);
try { $t->i = "abc"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { echo $t->uninit; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $t->id = 6; } catch (Error $e) { echo $e->getMessage(), "\n"; }
echo $t->id, "\n";
$t->uninit = 3;
print_r($t);
echo "\n";
