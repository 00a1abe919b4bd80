<?php
trait HasVersion {
    public const VERSION = '1.2';
    final public const NAME = 'lib';
    public function version() { return self::VERSION . '-' . static::NAME; }
}
class Lib { use HasVersion; }
echo Lib::VERSION, " ", Lib::NAME, " ", (new Lib)->version(), "\n";
try { echo HasVersion::VERSION; } catch (Error $e) { echo $e->getMessage(), "\n"; }
