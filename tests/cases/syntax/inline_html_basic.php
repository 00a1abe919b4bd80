<html>
<body>
<?php echo "hello"; ?>
</body>
</html>
