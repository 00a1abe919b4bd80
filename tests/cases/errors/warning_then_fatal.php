<?php
echo $a;
echo "middle\n";
undefined_function_call();
