<?php
class TreeNode {
    public $parent = null;
    public $children = [];
    public function add(TreeNode $c) { $c->parent = $this; $this->children[] = $c; return $c; }
}
function build($depth, $width) {
    $root = new TreeNode;
    if ($depth > 0) {
        for ($i = 0; $i < $width; $i++) {
            $root->add(build($depth - 1, $width));
        }
    }
    return $root;
}
$t = build(3, 3);
echo "live: ", gc_collect_cycles(), "\n";
unset($t);
echo "collected: ", gc_collect_cycles(), "\n";
