<?php
var_dump(array_sum([1, 2, 3]), array_sum([1, 2.5]), array_sum([]), array_product([2, "3", 4]), array_product([]), array_sum(["1", "2x"]));
var_dump(max([1, 5, 3]), min(4, 2, 8), max("apple", "banana"), max([1, 2], [1, 3]), min([0]));
