<?php
if (1):
    echo "a";
endwhile;
