<?php
echo "before\n";
exit("goodbye message\n");
