<?php
// line comment ?> this is html after close tag in comment
<?php
# hash comment
echo "a"; /* block
comment */ echo "b";
/** doc comment */
echo "c"; // trailing
echo "d"; # trailing hash
echo "\n";
$x = 1 /* inline */ + /* another */ 2;
echo $x, "\n";
#[Some\Attr(1, "x")]
function f() { return "attr ok"; }
echo f(), "\n";
