<?php
namespace Foo;
use Bar\Thing;
class Thing {}
echo "never\n";
