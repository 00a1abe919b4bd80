<?php
$o = new stdClass;
$wr = WeakReference::create($o);
try { new WeakReference; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { clone $wr; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $wr->x = 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { WeakReference::create(1); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { WeakReference::create("str"); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { WeakReference::create([]); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($wr instanceof WeakReference);
