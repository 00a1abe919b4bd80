<?php
echo "to stdout\n";
echo $nope;
$x = [];
echo $x['k'];
echo "done\n";
