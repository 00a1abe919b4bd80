<?php
function risky() {
    for ($i = 0; $i < 4; $i++) {
        try {
            if ($i % 2) {
                throw new Exception("odd $i");
            }
            yield $i => 'even';
        } catch (Exception $e) {
            yield $i => $e->getMessage();
        }
    }
}
foreach (risky() as $k => $v) {
    echo "$k: $v\n";
}
