<?php
namespace Outer\Inner;

use function strlen as len;
use function array_map as map;
use const PHP_INT_MAX as BIG;

class Exception extends \Exception {}
class Foo { const C = __CLASS__; public static function make() { return new namespace\Foo; } }

define('Outer\Inner\DEFINED', 'def');
define('GLOBAL_DEF', 'gdef');
echo len("hello"), " ", implode(",", map(fn($x) => $x + 1, [1, 2])), " ", BIG === PHP_INT_MAX ? "big" : "", "\n";
echo DEFINED, " ", \Outer\Inner\DEFINED, " ", GLOBAL_DEF, " ", namespace\DEFINED, "\n";
try { throw new Exception("local"); } catch (Exception $e) { echo get_class($e), "\n"; }
try { throw new \Exception("global"); } catch (Exception $e) { echo "wrong\n"; } catch (\Exception $e) { echo get_class($e), "\n"; }
echo Foo::C, " ", get_class(Foo::make()), " ", namespace\Foo::C, "\n";
var_dump(defined('Outer\Inner\DEFINED'), defined('\Outer\Inner\DEFINED'), constant('Outer\Inner\DEFINED'));
echo call_user_func('\Outer\Inner\helper'), "\n";
function helper() { return __FUNCTION__; }
$name = 'Outer\Inner\Foo';
echo $name::C, " ", (new $name) instanceof Foo ? "yes" : "no", "\n";
var_dump(is_subclass_of(new Exception, 'Exception'), is_subclass_of(new Exception, '\Exception'));
echo \strtoupper(__NAMESPACE__), "\n";
