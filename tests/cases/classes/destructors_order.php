<?php
class R {
    public function __construct(public string $name) { echo "open {$this->name}\n"; }
    public function __destruct() { echo "close {$this->name}\n"; }
}
function scope() {
    $r = new R("scoped");
    echo "working\n";
    return 42;
}
echo scope(), "\n";
$list = [new R("one"), new R("two")];
echo "list built\n";
$list = [];
echo "list cleared\n";
$r = new R("first");
$r = new R("second");
echo "reassigned\n";
$keep = new R("kept");
$alias = $keep;
unset($keep);
echo "alias alive\n";
var_dump(new R("dumped"));
echo "done\n";
