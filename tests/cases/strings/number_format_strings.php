<?php
var_dump(number_format(1234.5), number_format(1234.5678, 2), number_format(0.5), number_format(-1234.567, 2, ',', '.'), number_format(1234.5678, 2, '.', ''), number_format(1.5), number_format(2.5), number_format(-0.4), number_format(1e15, 2), number_format(1234, 2, 'dec', 'thou'));
