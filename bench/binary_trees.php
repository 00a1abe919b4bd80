<?php
// The binary-trees benchmark: allocate, walk and free complete binary trees
// of objects (recursive method calls, object creation and destruction).
class TreeNode {
    public $left;
    public $right;
    public function __construct($left, $right) {
        $this->left = $left;
        $this->right = $right;
    }
    public function check() {
        return $this->left === null ? 1 : 1 + $this->left->check() + $this->right->check();
    }
}
function bottom_up($depth) {
    if ($depth === 0) {
        return new TreeNode(null, null);
    }
    $depth--;
    return new TreeNode(bottom_up($depth), bottom_up($depth));
}
$max = 15;
$stretch = bottom_up($max + 1);
echo "stretch tree of depth ", $max + 1, " check: ", $stretch->check(), "\n";
unset($stretch);
$long = bottom_up($max);
$total = 0;
for ($d = 4; $d <= $max; $d += 2) {
    $iters = 1 << ($max - $d + 4);
    $check = 0;
    for ($i = 0; $i < $iters; $i++) {
        $check += bottom_up($d)->check();
    }
    echo $iters, " trees of depth ", $d, " check: ", $check, "\n";
    $total += $check;
}
echo "long lived tree of depth ", $max, " check: ", $long->check(), "\n";
echo "checksum: ", $total + $long->check(), "\n";
