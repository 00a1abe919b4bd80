<?php
echo "x\n";
class C { use Missing; }
echo "y\n";
