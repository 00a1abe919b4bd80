<?php
echo bin2hex("\n\t\r\v\e\f\0\\\$\""), "\n";
echo "\x41\x4a\x7e \101\60\7 \u{41}\u{1F600}\u{00e9}\n";
echo "\q \' \x \u \400\n";
echo strlen("\u{1F600}"), "\n";
echo "\x4", "|", "\1", "|\n";
