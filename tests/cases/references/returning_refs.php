<?php
function &getRef(array &$arr) {
    return $arr[0];
}
$data = [1, 2];
$r = &getRef($data);
$r = 100;
var_dump($data);
$copy = getRef($data);
$copy = 5;
var_dump($data[0]);
