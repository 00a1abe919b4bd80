<?php
abstract class Handler {
    abstract protected function handle(string $s): string;
    public function run(string $s): string { return "[" . $this->handle($s) . "]"; }
}
trait Upper { protected function handle(string $s): string { return strtoupper($s); } }
trait Reverse { protected function handle(string $s): string { return strrev($s); } }
class U extends Handler { use Upper; }
class R extends Handler { use Reverse; }
class Both extends Handler { use Upper, Reverse { Reverse::handle insteadof Upper; Upper::handle as up; }
    public function both($s) { return $this->up($this->handle($s)); } }
echo (new U)->run("abc"), (new R)->run("abc"), (new Both)->run("abc"), (new Both)->both("abc"), "\n";
var_dump(method_exists('Both', 'up'), is_callable([new Both, 'up']));
