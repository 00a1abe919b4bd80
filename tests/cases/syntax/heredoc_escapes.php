<?php
$v = "V";
echo <<<EOT
\x41\101\u{263A} "double" 'single' \$v $v {$v}s \{$v}
EOT;
echo "\n";
