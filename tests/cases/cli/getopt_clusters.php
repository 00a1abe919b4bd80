<?php
// Clustered short options, attached values, "=", unknown options skipped, a missing value.
var_dump(getopt("ab:c::dz", [], $ri), $ri);
var_dump(getopt("a", ["long"]));
var_dump(getopt("", []));
var_dump(getopt("ab:", ["req:", "lo"], $ri2), $ri2);
