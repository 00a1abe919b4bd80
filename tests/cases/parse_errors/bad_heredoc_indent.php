<?php
echo <<<EOT
  ok
 bad
  EOT;
