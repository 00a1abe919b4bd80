<?php
echo "before\n";
require 'lib/does_not_exist.inc';
echo "after\n";
