<?php
// A required value takes the next argument even when it looks like an option.
var_dump(getopt("b:a", ["req:", "long"], $ri), $ri);
