<?php
var_dump(range(1, 5), range(5, 1, 2), range('a', 'e'), range(0, 1, 0.25));
var_dump(array_fill(5, 3, 'x'), array_fill_keys(['a', 'b'], 0), array_combine(['x', 'y'], [1, 2]));
