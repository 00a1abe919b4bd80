<?php
$name = "Bob";
echo <<<'EOT'
No $name interpolation \t \n {$name}
  Indented line
EOT;
echo "|\n";
