<?php
{
    echo "in block\n";
    {
        $x = 1;
    }
}
echo $x, "\n";
;;;
echo "empty statements ok\n";
