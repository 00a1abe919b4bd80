<?php
trigger_error("default level");
trigger_error("notice", E_USER_NOTICE);
trigger_error("warning", E_USER_WARNING);
trigger_error("deprecated", E_USER_DEPRECATED);
var_dump(trigger_error("returns", E_USER_NOTICE));
try {
    trigger_error("bad level", E_WARNING);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
trigger_error("<b>html</b> & chars\nnewline", E_USER_WARNING);
echo "end\n";
