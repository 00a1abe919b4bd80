<?php
// File classes whose subclass constructor skips parent::__construct.
class F extends SplFileObject { function __construct() {} }
try {
    (new F)->fgets();
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
class D extends DirectoryIterator { function __construct() {} }
try {
    (new D)->isDot();
} catch (Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
class I extends SplFileInfo { function __construct() {} }
var_dump((new I)->getPathname(), (new I)->getPath());
