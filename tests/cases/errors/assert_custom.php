<?php
namespace Mine;
echo "compile error first\n";
function Assert($x) { return $x; }
