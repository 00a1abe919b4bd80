<?php
echo "one\n";
?>
plain <?php echo "inline" ?> tail<?php
// comment ending with close tag ?>after comment
<?php
/* block ?> not closed here */ echo "still php\n";
