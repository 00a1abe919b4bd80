<?php
ini_set('display_errors', '0');
echo $undefined;
echo "nothing shown\n";
ini_set('display_errors', '1');
echo $undefined2;
echo "shown above\n";
