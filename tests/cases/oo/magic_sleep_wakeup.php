<?php
class Conn {
    public $dsn;
    protected $user = 'root';
    private $pass = 'secret';
    public $handle;
    public function __construct($dsn) { $this->dsn = $dsn; $this->handle = "open($dsn)"; }
    public function __sleep() { echo "__sleep\n"; return ['dsn', 'user', 'pass', 'missing']; }
    public function __wakeup() { echo "__wakeup\n"; $this->handle = "reopen({$this->dsn})"; }
}
$c = new Conn('mysql:x');
$s = serialize($c);
var_dump($s);
$u = unserialize($s);
var_dump($u);
class BadSleep { public $a = 1; public function __sleep() { return 'a'; } }
var_dump(serialize(new BadSleep));
