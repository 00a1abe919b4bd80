<?php
function f($a, $b) {}
f(a: 1, 2);
