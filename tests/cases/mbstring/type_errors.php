<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => mb_strlen([]));
t(fn() => mb_strlen());
t(fn() => mb_substr("abc"));
t(fn() => mb_substr("abc", "x"));
t(fn() => mb_strtoupper(123));
t(fn() => mb_strlen(null));
t(fn() => mb_convert_case("abc", "1"));
t(fn() => mb_str_split("abc", 1.5));
