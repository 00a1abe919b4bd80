A<?php echo "B"; ?>
C<?php echo "D" ?>

E
<?php echo "F"; ?>  
G
