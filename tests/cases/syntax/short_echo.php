<?php $name = "world"; $n = 3; ?>
Hello <?= $name ?>!
Count: <?= $n, "-", $n * 2 ?>

<?= "last" ?>
