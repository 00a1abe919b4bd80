<?php
set_error_handler(function ($no, $str) {
    echo "handler called, error_reporting=", error_reporting(), ": $str\n";
    return true;
});
echo @$undef;
echo $undef2;
