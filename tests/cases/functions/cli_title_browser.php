<?php
// cli_get_process_title reads back what cli_set_process_title set ("" at
// first); get_browser without a browscap file only warns.
var_dump(cli_get_process_title());
var_dump(cli_set_process_title("rphp test title"));
var_dump(cli_get_process_title());
var_dump(cli_set_process_title(""));
var_dump(cli_get_process_title());
var_dump(get_browser());
var_dump(get_browser("Mozilla/5.0", true));
var_dump(@get_browser(null));
try { cli_set_process_title([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
