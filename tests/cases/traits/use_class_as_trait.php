<?php
class NotATrait {}
class C { use NotATrait; }
echo "y\n";
