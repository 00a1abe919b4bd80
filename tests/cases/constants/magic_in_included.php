<?php
echo basename(__FILE__), " ", __LINE__, "\n";
$r = include __DIR__ . '/lib/magic.inc';
echo $r, "\n";
echo basename(__FILE__), " ", __LINE__, "\n";
