<?php
include_once 'lib/counter.inc';
require 'lib/returns_value.inc';
foreach (get_included_files() as $f) {
    echo str_replace(__DIR__, '.', $f), "\n";
}
