<?php
$m = new WeakMap;
try { $m->offsetSet(1, 2); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->offsetGet("a"); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->offsetExists([]); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->offsetUnset(1.5); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->offsetSet(null, 1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$k = new stdClass;
try { $m->offsetGet($k); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $m->x = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
