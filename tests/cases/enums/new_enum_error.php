<?php
enum E { case A; }
echo "x\n";
new E();
