<?php
$things = [new ArrayObject, new ArrayIterator([]), new SplStack, new SplObjectStorage, new SplFixedArray(1),
           new SplMinHeap, new SplPriorityQueue, new IteratorIterator(new ArrayIterator([])), new EmptyIterator];
foreach ($things as $t) {
    echo get_class($t), ": ", json_encode([is_iterable($t), is_countable($t), $t instanceof Traversable, $t instanceof ArrayAccess, $t instanceof Iterator]), "\n";
}
var_dump(class_exists('ArrayObject'), class_exists('SplQueue'), interface_exists('ArrayAccess'), interface_exists('SeekableIterator'), interface_exists('OuterIterator'), interface_exists('RecursiveIterator'));
print_r(class_parents(new SplQueue));
print_r(class_implements('ArrayIterator'));
var_dump(method_exists('ArrayObject', 'getArrayCopy'), method_exists(new SplStack, 'push'), is_callable([new SplQueue, 'enqueue']));
