<?php
echo "before\n";
error_log("message to stderr");
var_dump(error_log("another"));
echo "after\n";
