<?php
// "--" ends the options (and is counted), a lone "-" stops before itself.
var_dump(getopt("ab", [], $ri), $ri);
var_dump(array_slice($argv, $ri));
