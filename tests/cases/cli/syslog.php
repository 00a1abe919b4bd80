<?php
// openlog()/syslog()/closelog() (the messages go to the system log) and the LOG_* constants.
var_dump(openlog('rphp-corpus', LOG_PID | LOG_NDELAY, LOG_LOCAL7));
var_dump(syslog(LOG_DEBUG, "corpus message\nsecond line \x01\x7f é"));
ini_set('syslog.filter', 'raw');
var_dump(syslog(LOG_DEBUG, "raw"));
var_dump(closelog());
var_dump(syslog(LOG_DEBUG, "after close"));
foreach (get_defined_constants(true)['standard'] as $k => $v) {
    if (str_starts_with($k, 'LOG_')) {
        echo "$k=$v ";
    }
}
echo "\n";
try {
    syslog(LOG_DEBUG);
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
