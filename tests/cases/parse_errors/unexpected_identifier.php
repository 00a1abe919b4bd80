<?php
echo "x" foo;
