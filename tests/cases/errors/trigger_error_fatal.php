<?php
echo "before\n";
trigger_error("this is fatal", E_USER_ERROR);
echo "not reached\n";
