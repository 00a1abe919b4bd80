<?php
echo "a";
/* this comment never ends
echo "b";
