<?php
namespace Deep\Inner;
class Oops extends \LogicException {}
function thrower() { throw new Oops("deep"); }
echo "before\n";
thrower();
