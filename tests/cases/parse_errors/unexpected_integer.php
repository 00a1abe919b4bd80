<?php
$x = 5 5;
