<?php
$x = 0b102;
