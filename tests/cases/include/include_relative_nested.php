<?php
include 'lib/nested_outer.inc';
echo "done\n";
