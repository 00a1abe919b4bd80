<?php
printf("[%30s]\n", "right");
printf("[%-30s]\n", "left");
printf("[%030d]\n", -123);
printf("[%'-30s]\n", "");
printf("[%.0s]\n", "gone");
