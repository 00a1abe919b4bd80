<?php
strlen("x") = 3;
