<?php
printf("[%s]\n[%10s]\n[%-10s]\n[%'*10s]\n[%.2s]\n[%5.1s]\n", "hello", "hello", "hello", "hello", "hello", "hello");
