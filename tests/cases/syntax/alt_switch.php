<?php
$v = 2;
switch ($v):
    case 1:
        echo "one\n";
        break;
    case 2:
        echo "two\n";
    case 3:
        echo "three (fallthrough)\n";
        break;
    default:
        echo "default\n";
endswitch;
?>
<?php switch ($v): ?>
<?php case 2: ?>
html two
<?php break; ?>
<?php endswitch; ?>
end
