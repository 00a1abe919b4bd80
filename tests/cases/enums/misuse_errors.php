<?php
enum Pure { case One; case Two; }
enum Backed: int { case One = 1; }
try { Pure::from(1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { Pure::tryFrom(1); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $a = [Pure::One => 1]; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $x = Pure::One; $x->name = 'Two'; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo Pure::Three->name; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo Pure::One . ""; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo Pure::One + 1; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump(Pure::One == 'One', Pure::One == true, (array) Pure::One);
echo "done\n";
