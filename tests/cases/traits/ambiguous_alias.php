<?php
trait A { public function talk() { return "A"; } }
trait B { public function talk() { return "B"; } }
class T { use A, B { B::talk insteadof A; talk as loud; } }
