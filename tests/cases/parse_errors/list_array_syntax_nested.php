<?php
[array($a)] = [[1]];
