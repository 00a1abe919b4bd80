<?php
exit(256 + 7);
