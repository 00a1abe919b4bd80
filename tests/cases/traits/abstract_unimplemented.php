<?php
trait T { abstract public function must(): int; public function go() { return $this->must(); } }
class Good { use T; public function must(): int { return 3; } }
echo (new Good)->go(), "\n";
class Bad { use T; }
echo "never\n";
