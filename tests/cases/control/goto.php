<?php
$i = 0;
start:
$i++;
if ($i < 3) goto start;
echo "i=$i\n";
goto skip;
echo "skipped\n";
skip:
echo "after skip\n";
for ($j = 0; $j < 10; $j++) {
    if ($j == 4) goto out;
}
out:
echo "j=$j\n";
