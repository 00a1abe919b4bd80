<?php
chdir('lib/sub');
echo basename(getcwd()), "\n";
// not in cwd and not in include_path ".": php falls back to the including script's directory
include 'lib/greet.inc';
echo greet("fallback"), "\n";
include 'nested_inner.inc';
