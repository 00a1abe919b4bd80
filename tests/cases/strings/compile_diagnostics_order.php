<?php
echo "first output\n";
$a = "x"; $arr = ['k' => 'v', 2 => 'two']; $name = 'a';
echo "${a} ${arr['k']} ${arr[2]}\n";
echo "${name}", "${$name}", "\n";
function late($x = 1, $y) { return "${x}$y"; }
echo <<<EOT
  heredoc ${a}
    \400 and \101
  EOT;
echo "\n";
switch (1) { case 1: foreach ([1] as $v) { continue 2; } }
echo "octal \1\12\123 \400\n";
