<?php
echo "before\n";
try {
    echo UNDEFINED_CONST;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    constant('ALSO_UNDEFINED');
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
echo NOT_DEFINED_EITHER;
