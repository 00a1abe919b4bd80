<?php
$all = stream_get_contents(STDIN);
echo strlen($all), "\n";
echo strtoupper($all);
$nums = array_map('intval', explode(" ", trim($all)));
echo array_sum($nums), "\n";
