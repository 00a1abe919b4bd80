<?php
echo 'single \n \t \x41 $var {$var}', "\n";
echo 'it\'s a \\ backslash \\\\ two', "\n";
echo 'trailing backslash \\', "\n";
echo 'unknown \q escape', "\n";
echo strlen('\n'), "\n";
