<?php
// A lone "-" (stdin by convention) stops option parsing before itself.
var_dump(getopt("ab:", ["req:", "long"], $ri), $ri);
