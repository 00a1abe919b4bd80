<?php
class History extends SplStack {
    public function push(mixed $value): void {
        echo "push $value\n";
        parent::push($value);
    }
    public function last() { return $this->top(); }
}
$h = new History;
$h->push('a');
$h->push('b');
$h[] = 'c';
var_dump($h->last(), count($h));
print_r(iterator_to_array($h));
$copy = clone $h;
$copy->pop();
var_dump(count($h), count($copy));
