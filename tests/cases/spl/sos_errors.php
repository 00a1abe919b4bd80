<?php
$s = new SplObjectStorage;
try { $s[new stdClass]; } catch (UnexpectedValueException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $s['x'] = 1; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $s->attach(1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $s->addAll([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$s->rewind();
var_dump($s->valid(), $s->key(), $s->getInfo());
try { $s->current(); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
