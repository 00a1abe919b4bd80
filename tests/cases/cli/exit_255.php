<?php
exit(255);
