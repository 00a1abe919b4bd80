<?php
declare(strict_types=1);
function r(): int { return "5"; }
echo "calling\n";
r();
