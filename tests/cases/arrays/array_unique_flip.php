<?php
var_dump(array_unique([1, "1", 2, 2.0, "a", "A", "a"]), array_flip(['a', 'b', 'a']), array_count_values(['a', 'b', 'a', 1, '1']));
