<?php
foreach ([[1, [2]]] as [$a, list($b)]) {}
