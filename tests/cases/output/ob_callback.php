<?php
ob_start(fn($buf) => str_replace("cat", "dog", $buf));
echo "the cat sat\n";
ob_end_flush();
ob_start(function ($b) { return "[" . strlen($b) . "]"; });
echo "12345";
ob_end_flush();
echo "\n";
