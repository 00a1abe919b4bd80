<?php
foreach (null as $v) {}
foreach (5 as $v) {}
foreach ("str" as $v) {}
echo "after\n";
