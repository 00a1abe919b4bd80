<?php
if (1) { echo 1; }
else { echo 2; }
else { echo 3; }
