<?php
printf("%f|%F|%e|%g|%d|%s\n", INF, INF, INF, INF, INF, INF);
printf("%f|%e|%g|%s\n", NAN, NAN, NAN, NAN);
printf("%f|%.0f|%.1f|%.15f\n", -INF, 0.5, 0.05, 0.1);
printf("%.60f\n", 1.0);
printf("%5.1e|%G|%g|%g|%g\n", 12345.678, 0.00001234, 100000, 1000000, 0.0001);
