<?php
printf("[%s] [%5s] [%-5s] [%05s] [%'#5s] [%'#-5s] [%.1s] [%-6.3s]\n", "abc", "abc", "abc", "abc", "abc", "abc", "abc", "abcdef");
printf("[%s] [%s] [%s] [%s] [%s]\n", true, false, null, 1.0, 0.1 + 0.2);
printf("[%%] [100%%] [%s%%]\n", 50);
