<?php
[$a, [list()]] = [1];
