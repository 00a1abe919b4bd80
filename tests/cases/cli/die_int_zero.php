<?php
echo "ok\n";
die(0);
