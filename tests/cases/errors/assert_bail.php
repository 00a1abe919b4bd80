<?php
// assert.bail ends the request after the warning; shutdown functions still run.
assert_options(ASSERT_EXCEPTION, 0);
assert_options(ASSERT_BAIL, 1);
register_shutdown_function(function () { echo "shutdown\n"; });
echo "before\n";
assert(1 > 2, "bail out");
echo "after\n";
