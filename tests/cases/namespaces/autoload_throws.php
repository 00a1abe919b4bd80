<?php
spl_autoload_register(function ($c) {
    if ($c === 'Bad') throw new RuntimeException("cannot load $c");
    if ($c === 'Parent_') { eval('class Parent_ { public function hi() { return "hi from parent"; } }'); }
});
try { new Bad; } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
try { Bad::x(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
var_dump(class_exists('Bad', false));
try { var_dump(class_exists('Bad')); } catch (RuntimeException $e) { echo "class_exists: ", $e->getMessage(), "\n"; }
if (true) { class Child_ extends Parent_ {} }
echo (new Child_)->hi(), "\n";
var_dump(is_a('Child_', 'Parent_', true));
echo "end\n";
new Bad;
