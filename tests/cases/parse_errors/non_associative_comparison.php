<?php
var_dump(1 < 2 == true, 3 > 2 > 1 ?? null);
