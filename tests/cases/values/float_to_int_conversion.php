<?php
var_dump((int)1.9, (int)-1.9, (int)1e19, (int)-1e19, (int)"1e19", (int)9.2233720368547758E+18, intval(42.99999), (int)"  12abc", (int)"abc", (int)"0x1A", (int)"012", (int)" 1e2 ");
