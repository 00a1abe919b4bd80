<?php
echo "dying";
die;
