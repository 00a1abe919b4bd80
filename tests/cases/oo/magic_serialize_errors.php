<?php
class NotArray { public function __serialize() { return 'x'; } }
try { serialize(new NotArray); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { serialize(function () {}); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
function gen() { yield 1; }
try { serialize(['x' => gen()]); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
try { serialize(new ReflectionClass('stdClass')); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
class Throws { public function __serialize(): array { throw new RuntimeException('no'); } }
try { serialize([1, new Throws]); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
serialize(new NotArray);
