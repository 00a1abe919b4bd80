<?php
echo "before\n";
__halt_compiler();
this is not parsed <?php echo "never";
