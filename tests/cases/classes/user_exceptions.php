<?php
class AppException extends Exception {}
class NotFound extends AppException {
    private $what;
    public function __construct($what, $code = 404, ?Throwable $prev = null) {
        $this->what = $what;
        parent::__construct("Not found: $what", $code, $prev);
    }
    public function getWhat() { return $this->what; }
}
class Custom extends RuntimeException {
    public function __construct() { $this->message = "custom message"; $this->code = 7; }
}
function find($x) { throw new NotFound($x); }
try {
    find("user");
} catch (AppException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ") ", $e->getWhat(), " line ", $e->getLine(), "\n";
    var_dump($e instanceof Exception, $e instanceof Throwable, $e instanceof RuntimeException);
}
try {
    throw new Custom;
} catch (LogicException | RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), " ", $e->getCode(), "\n";
}
$inner = new InvalidArgumentException("inner");
$outer = new NotFound("thing", 1, $inner);
echo get_class($outer->getPrevious()), " ", $outer->getPrevious()->getMessage(), "\n";
$d = new AppException("dumped", 3);
var_dump($d->getMessage(), $d->getCode(), $d->getPrevious(), $d->getLine());
$e = new Exception("plain");
echo get_class($e), " ", $e->getMessage(), " ", get_parent_class(new NotFound("x")), "\n";
try { intdiv(1, 0); } catch (DivisionByZeroError $e) { var_dump($e instanceof ArithmeticError, get_class($e)); }
throw new NotFound("the end");
