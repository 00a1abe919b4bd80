<?php
echo __LINE__, "\n";
echo __FILE__, "\n";
echo __DIR__, "\n";
echo basename(__FILE__), "\n";
function myFunction() { return __FUNCTION__ . " at line " . __LINE__; }
echo myFunction(), "\n";
var_dump(__FUNCTION__, __CLASS__, __METHOD__, __NAMESPACE__);
$f = function () { return __FUNCTION__; };
echo $f(), "\n";
echo __LINE__
  + 1, "\n";
