<?php
// RecursiveCachingIterator: children are wrapped eagerly, one element ahead.
$r = new RecursiveCachingIterator(new RecursiveArrayIterator([1, [2, 3], 4]));
foreach ($r as $k => $v) {
    echo $k, ' ', json_encode($v), ' hasChildren=', var_export($r->hasChildren(), true), ' hasNext=', var_export($r->hasNext(), true), "\n";
    if ($r->hasChildren()) {
        $c = $r->getChildren();
        echo '  child ', get_class($c), ' flags=', $c->getFlags(), "\n";
        foreach ($c as $ck => $cv) echo "  $ck=$cv ", (string)$c, "\n";
    }
}
var_dump($r->hasChildren(), $r->getChildren());
foreach (new RecursiveIteratorIterator(new RecursiveCachingIterator(new RecursiveArrayIterator(['a' => [1, [2]], 'b' => 3])), RecursiveIteratorIterator::SELF_FIRST) as $k => $v) {
    echo $k, '=', json_encode($v), "\n";
}
try { new RecursiveCachingIterator(new ArrayIterator([])); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
// getChildren throwing: CATCH_GET_CHILD swallows it.
class Boom extends RecursiveArrayIterator {
    function getChildren(): ?RecursiveArrayIterator { throw new RuntimeException('no children'); }
}
$r = new RecursiveCachingIterator(new Boom([1, [2], 3]), CachingIterator::CATCH_GET_CHILD);
foreach ($r as $k => $v) echo $k, ' ', json_encode($v), ' ', var_export($r->hasChildren(), true), "\n";
$r = new RecursiveCachingIterator(new Boom([1, [2], 3]));
try { foreach ($r as $k => $v) echo $k, "\n"; } catch (RuntimeException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
// FULL_CACHE in children, and TOSTRING_USE_INNER.
class Named extends ArrayIterator { function __toString(): string { return 'inner@' . $this->key(); } }
$c = new CachingIterator(new Named(['x' => 1, 'y' => 2]), CachingIterator::TOSTRING_USE_INNER);
foreach ($c as $v) echo $c, "\n";
var_dump($c instanceof Stringable, $c instanceof Countable, $c instanceof ArrayAccess, $c instanceof OuterIterator);
// Objects: CALL_TOSTRING converts the element when it is fetched.
class S { function __construct(public $n) {} function __toString(): string { echo "(toString {$this->n})"; return "S{$this->n}"; } }
$c = new CachingIterator(new ArrayIterator([new S(1), new S(2)]));
foreach ($c as $v) echo " got ", $c, "\n";
try {
    foreach (new CachingIterator(new ArrayIterator([new ArrayObject([])])) as $v) echo "x\n";
} catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
