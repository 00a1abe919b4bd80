<?php
echo "y";
?>

