<?php
$a = 'x' 'y';
