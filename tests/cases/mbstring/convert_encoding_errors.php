<?php
function t($f) { try { var_dump($f()); } catch (\Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
t(fn() => mb_convert_encoding("abc", "FOO"));
t(fn() => mb_convert_encoding("abc", "UTF-8", "FOO"));
t(fn() => mb_convert_encoding("abc", "UTF-8", "UTF-8, FOO"));
t(fn() => mb_convert_encoding("abc", "UTF-8", ["UTF-8", "BAR"]));
t(fn() => mb_convert_encoding("abc", "UTF-8", []));
t(fn() => mb_convert_encoding("abc", "UTF-8", ""));
t(fn() => mb_convert_encoding("abc", "", "UTF-8"));
t(fn() => mb_convert_encoding("\xff", "UTF-8", "ASCII"));
t(fn() => mb_convert_encoding("\xff", "UTF-8", "ASCII,UTF-8"));
t(fn() => mb_convert_encoding(new stdClass, "UTF-8"));
