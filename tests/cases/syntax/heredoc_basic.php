<?php
$name = "Bob";
$arr = ['k' => 'v', 3 => 'three'];
echo <<<EOT
Hello $name
Key: $arr[k] and {$arr['k']} and $arr[3]
Escapes: \t tab \\ backslash \$name literal
EOT;
echo "\n";
echo <<<"QUOTED"
Quoted $name
QUOTED;
echo "\n";
