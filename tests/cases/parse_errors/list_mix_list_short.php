<?php
list($a, [$b]) = [1, [2]];
