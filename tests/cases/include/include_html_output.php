<?php
$title = "Page";
include 'lib/template.inc';
echo "after template\n";
