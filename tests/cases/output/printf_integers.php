<?php
printf("%d|%d|%d|%d|%d\n", 42, -42, "12abc" ?? 0, 3.99, true);
printf("%5d|%-5d|%05d|%+d|%+d|%+05d\n", 42, 42, 42, 42, -42, 42);
printf("%u|%u\n", 3, -1);
printf("%x|%X|%o|%b|%c\n", 255, 255, 8, 5, 65);
printf("%x|%b|%o\n", -1, -1, -1);
printf("%'x8d|%'08.2f\n", 42, 3.14159);
