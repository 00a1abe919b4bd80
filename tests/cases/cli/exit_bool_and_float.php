<?php
echo "exit(true) prints 1\n";
exit(true);
