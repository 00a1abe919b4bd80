<?php
foreach (['1', '-1', '-0', '0', '1.5', '-0.0', '1e3', '1E+2', '2.50', '1e-2', '1e999', '-1e999',
          '9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809',
          '123456789012345678901234567890', 'true', 'false', 'null', ' 7 ', "\t\n\r 8", '"x"', '""'] as $j) {
    echo str_pad(json_encode($j), 36), ' ';
    var_dump(json_decode($j));
}
var_dump(json_decode('12345678901234567890', false, 512, JSON_BIGINT_AS_STRING));
var_dump(json_decode('-12345678901234567890', true, 512, JSON_BIGINT_AS_STRING));
var_dump(json_decode('[12345678901234567890.5]', true, 512, JSON_BIGINT_AS_STRING));
var_dump(json_decode('1e30', true, 512, JSON_BIGINT_AS_STRING));
