<?php
echo "fine\n";
$x = ;
