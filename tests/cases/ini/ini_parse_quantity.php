<?php
// php 8.2's quantity parser: prefixes, multipliers, overflow, and each warning.
foreach (['1', '1k', '1K', '1m', '1g', ' 1G ', '0x10', '0X1f', '0o17', '0b101', '010', '-1', '-1k', '', ' ',
          'abc', '1x', '1kk', '12 k', '1.5M', '9999999999999999999', '9223372036854775807k', '-0x10', '+5',
          '0x', '0b', '1 ', '0xg', 'k', ' k', '1b', '1 m', "1\n", "\x01a\n\t\\\"\xff\x1b\0z", '0z1', '09',
          ' -1x', '-9223372036854775808', '-9223372036854775809', '99999999999999999999', '1 2 k', '0k',
          '0 ', '0x 1', '8g', '8589934592g', '-8m', '0o', '0B11', '0O7k'] as $q) {
    echo json_encode($q), ' => ';
    var_dump(ini_parse_quantity($q));
}
