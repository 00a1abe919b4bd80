<?php
$a = ['apple', 'banana', 'cherry', 'x1y2', 'k' => 'kiwi', 5 => [1]];
foreach (new RegexIterator(new ArrayIterator($a), '/an/') as $k => $v) echo "$k=$v\n";
foreach (new RegexIterator(new ArrayIterator($a), '/(\w)(\d)/', RegexIterator::GET_MATCH) as $k => $v) { echo "$k: "; print_r($v); }
foreach (new RegexIterator(new ArrayIterator($a), '/(\w)(\d)/', RegexIterator::ALL_MATCHES) as $k => $v) { echo "$k: ", json_encode($v), "\n"; }
foreach (new RegexIterator(new ArrayIterator($a), '/a/', RegexIterator::SPLIT) as $k => $v) { echo "$k: ", json_encode($v), "\n"; }
$r = new RegexIterator(new ArrayIterator($a), '/a/', RegexIterator::REPLACE);
$r->replacement = '[$0]';
foreach ($r as $k => $v) { echo "$k: ", json_encode($v), "\n"; }
$r = new RegexIterator(new ArrayIterator($a), '/a/', RegexIterator::REPLACE);
foreach ($r as $k => $v) { echo "$k: ", json_encode($v), "\n"; }
foreach (new RegexIterator(new ArrayIterator(['ab'=>1, 'cd'=>2, 'xa'=>3]), '/a/', RegexIterator::MATCH, RegexIterator::USE_KEY) as $k => $v) echo "$k=$v\n";
foreach (new RegexIterator(new ArrayIterator($a), '/an/', RegexIterator::MATCH, RegexIterator::INVERT_MATCH) as $k => $v) echo "$k=", json_encode($v), "\n";
$r = new RegexIterator(new ArrayIterator($a), '/(a)(n)/', RegexIterator::GET_MATCH, 0, PREG_OFFSET_CAPTURE);
foreach ($r as $k => $v) echo "$k=", json_encode($v), "\n";
var_dump($r->getMode(), $r->getFlags(), $r->getPregFlags(), $r->getRegex());
$r->setMode(RegexIterator::SPLIT); $r->setFlags(RegexIterator::USE_KEY); $r->setPregFlags(PREG_SPLIT_NO_EMPTY);
var_dump($r->getMode(), $r->getFlags(), $r->getPregFlags());
try { $r->setMode(9); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new RegexIterator(new ArrayIterator($a), '/a/', 7); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new RegexIterator(new ArrayIterator($a), '/a'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new RegexIterator(new ArrayIterator($a), 'a(', 0); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new RegexIterator(new ArrayIterator($a), '/a/');
print_r($r); var_dump(get_object_vars($r));
var_dump(RegexIterator::USE_KEY, RegexIterator::INVERT_MATCH, RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, RegexIterator::REPLACE);
$r = new RegexIterator(new ArrayIterator($a), '/(\w)(\d)/', RegexIterator::ALL_MATCHES, 0, 0);
try { foreach ($r as $k => $v) { echo "$k: ", json_encode($v), "\n"; } } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new RegexIterator(new ArrayIterator($a), '/(\w)(\d)/', RegexIterator::ALL_MATCHES, 0, PREG_SET_ORDER);
foreach ($r as $k => $v) { echo "$k: ", json_encode($v), "\n"; }
$r = new RegexIterator(new ArrayIterator($a), '/(\w)(\d)/', RegexIterator::GET_MATCH, 0, PREG_SET_ORDER);
try { foreach ($r as $k => $v) { echo "$k: ", json_encode($v), "\n"; } } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new RegexIterator(new ArrayIterator(['a1'=>'x', 'b'=>'y']), '/\d/', RegexIterator::REPLACE, RegexIterator::USE_KEY);
$r->replacement = '#';
foreach ($r as $k => $v) { echo "$k: ", json_encode($v), "\n"; }
try { foreach ($r as $k => $v) { echo "$k: ", json_encode($v), "\n"; } } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $r->replacement = [1]; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r->replacement = 5; var_dump($r->replacement);
$rr = new RecursiveRegexIterator(new RecursiveArrayIterator(['ab', ['ac', 'x', ['ad']], 'y']), '/a/');
foreach (new RecursiveIteratorIterator($rr) as $k => $v) echo "$k=$v\n";
$rr->rewind(); $rr->next();
var_dump($rr->key(), $rr->hasChildren(), get_class($rr->getChildren()));
$rr = new RecursiveRegexIterator(new RecursiveArrayIterator(['ab', ['ac', 'x', ['ad']], 'y']), '/^a/', RecursiveRegexIterator::GET_MATCH);
foreach (new RecursiveIteratorIterator($rr) as $k => $v) echo "$k=", json_encode($v), "\n";
$rr = new RecursiveRegexIterator(new RecursiveArrayIterator(['ab', ['ac', 'x', ['ad']], 'y']), '/^a/', RecursiveRegexIterator::ALL_MATCHES);
try { foreach (new RecursiveIteratorIterator($rr) as $k => $v) echo "$k=", json_encode($v), "\n"; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
class Upper extends RegexIterator {
    function accept(): bool { $ok = parent::accept(); echo "accept(", $this->key(), ")=", var_export($ok, true), "\n"; return $ok; }
    function current(): mixed { return strtoupper(parent::current()); }
}
foreach (new Upper(new ArrayIterator(['one', 'two', 'three']), '/o/') as $k => $v) echo "$k=$v\n";
class Bare extends RegexIterator { function __construct() {} }
try { (new Bare)->getMode(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new RegexIterator(new ArrayObject([]), '/x/'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = new RegexIterator(new ArrayIterator(['a1', 'b', 'c3']), '/\d/');
echo implode(',', iterator_to_array($r)), "\n";
var_dump(preg_last_error());
$r = new RegexIterator(new ArrayIterator([1, 22, 333, null, true, 4.5]), '/^\d\d?$/');
var_dump(iterator_to_array($r));
