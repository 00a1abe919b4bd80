<?php
enum Status: string { case A = 'a'; case B = 'b'; }
enum Num: int { case One = 1; case Two = 2; }
try { Status::from('zzz'); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Num::from(3); } catch (ValueError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Num::from('abc'); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Num::from([]); } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Status::from(); } catch (ArgumentCountError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Num::tryFrom(1.5); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(Num::tryFrom('2'));
var_dump(Status::tryFrom(''));
echo Status::from('b')->name, "\n";
Num::from(99);
