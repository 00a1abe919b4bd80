<?php
foreach ([5, "str", 1.5, true, null] as $bad) {
    try { new ArrayObject($bad); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
$ao = new ArrayObject([]);
try { $ao->offsetGet(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $ao->count(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { $ao->setFlags('x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $ao->uasort('nope'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $ao->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { ArrayObject::count(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($ao->offsetGet('missing'));
