<?php
echo "a";
endif;
