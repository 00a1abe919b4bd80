<?php
class Worker {
    private int $done = 0;
    public function work(array $items): int {
        foreach ($items as $item) {
            $this->done++;
            $reply = Fiber::suspend("item $item");
            echo "reply for $item: $reply\n";
        }
        return $this->done;
    }
    public static function make(): static { return new static; }
}
$w = Worker::make();
$f = new Fiber([$w, 'work']);
$msg = $f->start(['x', 'y']);
while ($msg !== null) {
    echo "$msg\n";
    $msg = $f->resume(strtoupper($msg));
}
var_dump($f->getReturn());
