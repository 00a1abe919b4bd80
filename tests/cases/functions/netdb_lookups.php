<?php
// getprotobyname/number and getservbyname/port: only lookups whose answer
// is the same on every system (unknown names, protocols and ports), since
// the known ones come from the machine's /etc/protocols and /etc/services.
var_dump(getprotobyname("no-such-protocol"));
var_dump(getprotobyname(""));
var_dump(getprotobynumber(-1));
var_dump(getprotobynumber(100000));
var_dump(getservbyname("no-such-service", "tcp"));
var_dump(getservbyname("http", "no-such-proto"));
var_dump(getservbyname("", ""));
var_dump(getservbyport(80, "no-such-proto"));
var_dump(getservbyport(80, ""));
var_dump(is_int(getprotobyname("tcp")) || getprotobyname("tcp") === false);
try { getprotobynumber("x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { getservbyport([], "tcp"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
