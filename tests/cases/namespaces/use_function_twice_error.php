<?php
namespace App;
use function Foo\f;
use function Baz\F;
