<?php
echo <<<EOT
never ends
