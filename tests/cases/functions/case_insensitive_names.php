<?php
function MyFunc() { return __FUNCTION__; }
echo myfunc(), " ", MYFUNC(), "\n";
echo STRLEN("abc"), " ", StrToUpper("x"), "\n";
