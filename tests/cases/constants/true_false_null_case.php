<?php
var_dump(TRUE, True, true, FALSE, False, NULL, Null);
var_dump(\true, \null);
