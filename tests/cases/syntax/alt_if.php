<?php
$x = 5;
if ($x > 10):
    echo "big\n";
elseif ($x > 3):
    echo "medium\n";
else:
    echo "small\n";
endif;
if ($x == 5): ?>
five
<?php endif;
