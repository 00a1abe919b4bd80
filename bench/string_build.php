<?php
// String building with .= and interpolation; strlen on the way.
$total = 0;
for ($r = 0; $r < 80; $r++) {
    $s = "";
    for ($i = 0; $i < 100000; $i++) {
        $s .= "item" . $i . ",";
        if ($i % 1000 == 0) {
            $s .= "[$r:$i]\n";
        }
    }
    $total += strlen($s);
}
echo "checksum: ", $total, "\n";
