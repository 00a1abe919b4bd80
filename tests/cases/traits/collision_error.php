<?php
trait A { public function hello() { return 'A'; } }
trait B { public function hello() { return 'B'; } }
echo "start\n";
class C { use A, B; }
echo (new C)->hello();
