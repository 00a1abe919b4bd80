<?php
echo "never printed\n";
function (
