<?php
var_dump(mb_check_encoding());
mb_strtoupper("\xff");
var_dump(mb_check_encoding());
mb_convert_encoding("\xff", "UTF-8", "UTF-8");
var_dump(mb_check_encoding());
