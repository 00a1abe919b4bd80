<?php
echo "before\n";
include 'lib/broken.inc';
echo "after\n";
