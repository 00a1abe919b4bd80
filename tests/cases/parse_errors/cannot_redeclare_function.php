<?php
function f() {}
function F() {}
echo "x";
