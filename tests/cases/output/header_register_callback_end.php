<?php
// With no output at all, the callback runs when the request ends.
var_dump(header_register_callback(function () { echo "callback\n"; }));
var_dump(header_register_callback(function () { echo "replaced\n"; }));
