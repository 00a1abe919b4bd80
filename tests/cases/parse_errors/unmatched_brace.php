<?php
function f() {
    return 1;
}
}
echo "x";
