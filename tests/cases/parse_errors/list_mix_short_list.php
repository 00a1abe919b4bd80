<?php
[$a, list($b)] = [1, [2]];
