<?php
try { preg_match('/a/', 'a', $m, PREG_SET_ORDER); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { preg_match_all('/a/', 'a', $m, 3); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(preg_match_all('/a/', 'aa', $m, PREG_OFFSET_CAPTURE));
var_dump(preg_match('/a/', 'a', $m, 1024));
