<?php
namespace App;
use Foo\Bar;
use Foo\Bar;
use Baz\Bar;
echo "never\n";
