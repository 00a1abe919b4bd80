<?php
function a($x) { b($x, [1, 2], "a long string argument that will be truncated"); }
function b($y, $arr, $s) { c(null, true, 1.5); }
function c($n, $b, $f) { throw new DomainException("deep"); }
a(1);
