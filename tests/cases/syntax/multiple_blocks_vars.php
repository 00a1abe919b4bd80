<?php $a = 10; ?>
middle text
<?php $a += 5; ?>
<?php echo $a, "\n"; ?>
