<?php
echo "never runs\n";
break 2;
