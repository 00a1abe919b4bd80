<?php
echo "x";
break;
