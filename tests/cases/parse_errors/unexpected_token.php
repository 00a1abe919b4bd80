<?php
echo "before";
$a = 1 +;
