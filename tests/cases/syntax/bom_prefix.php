text before<?php echo " php\n";
