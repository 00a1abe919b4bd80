<?php
var_dump((int)"12abc", (integer)"7", (float)"1.5e3abc", (double)"2", (string)false, (string)true, (bool)"0", (boolean)"00", (array)"str", (array)null, (array)1.5, (object)['a' => 1]);
var_dump((int)[1, 2], (int)[], (float)[1], (string)(int)"0x10", (bool)0.0, (bool)"0.0");
