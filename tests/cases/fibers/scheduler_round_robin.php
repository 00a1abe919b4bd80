<?php
final class Scheduler {
    private array $queue = [];
    public function spawn(callable $fn, ...$args): void {
        $f = new Fiber($fn);
        $this->queue[] = [$f, $args];
    }
    public function run(): void {
        $queue = $this->queue;
        $this->queue = [];
        while ($queue) {
            [$f, $args] = array_shift($queue);
            if (!$f->isStarted()) {
                $f->start(...$args);
            } else {
                $f->resume();
            }
            if (!$f->isTerminated()) {
                $queue[] = [$f, []];
            }
        }
    }
}
$s = new Scheduler;
foreach (['a' => 3, 'b' => 1, 'c' => 2] as $name => $n) {
    $s->spawn(function (string $name, int $n) {
        for ($i = 1; $i <= $n; $i++) {
            echo "$name step $i\n";
            Fiber::suspend();
        }
        echo "$name done\n";
    }, $name, $n);
}
$s->run();
