<?php
// putenv changes what getenv sees for the rest of the request.
var_dump(getenv('RPHP_PUTENV_TEST'));
var_dump(putenv('RPHP_PUTENV_TEST=one'), getenv('RPHP_PUTENV_TEST'));
var_dump(putenv('RPHP_PUTENV_TEST=two=2'), getenv('RPHP_PUTENV_TEST'));
var_dump(getenv()['RPHP_PUTENV_TEST']);
var_dump(putenv('RPHP_PUTENV_TEST='), getenv('RPHP_PUTENV_TEST'));
var_dump(putenv('RPHP_PUTENV_TEST'), getenv('RPHP_PUTENV_TEST'), isset(getenv()['RPHP_PUTENV_TEST']));
var_dump(putenv('PATH=/nowhere'), getenv('PATH'));
try {
    putenv('=x');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    putenv('');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
