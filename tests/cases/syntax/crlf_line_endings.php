<?php
echo "a";
$x = "multi
line";
echo strlen($x), "\n";
?>
b
<?php echo __LINE__ ?>
