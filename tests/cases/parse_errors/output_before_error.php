Some HTML first
<?php
echo "this never runs\n";
function (;
