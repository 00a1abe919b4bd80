<?php
if ($a = 0) echo "no"; else echo "zero is falsy\n";
if ($b = "0") echo "no"; else echo "'0' is falsy\n";
if ($c = "0.0") echo "'0.0' is truthy\n";
if ($d = []) echo "no"; else echo "[] is falsy\n";
if (!($e = null)) echo "null is falsy\n";
