<?php
// popen/pclose: reading and writing pipes, their metadata, exit statuses,
// mode checks.
$p = popen("echo hello; echo world", "r");
var_dump($p);
var_dump(stream_get_meta_data($p));
var_dump(fgets($p));
var_dump(stream_get_contents($p), feof($p));
var_dump(pclose($p));
$tmp = sys_get_temp_dir() . '/rphp_process_popen.txt';
$p = popen("cat > $tmp; exit 4", "wb");
var_dump(fwrite($p, "data\n"), fwrite($p, "more\n"));
var_dump(stream_get_meta_data($p)['mode']);
var_dump(pclose($p));
echo file_get_contents($tmp);
unlink($tmp);
function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
attempt(fn() => popen("true", "r+"));
attempt(fn() => popen("true", "x"));
attempt(fn() => popen("true", "rbb"));
attempt(fn() => popen("true", ""));
attempt(fn() => popen("a\0b", "r"));
$p = popen("exit 7", "r");
var_dump(fclose($p));
$p = popen("kill -9 \$\$", "r");
var_dump(pclose($p));
$p = popen("printf abc", "r");
var_dump(fread($p, 1), ftell($p), fseek($p, 0), fstat($p)['size'], fgetc($p), pclose($p));
attempt(fn() => pclose(5));
$p = popen("exit 0", "r");
fclose($p);
attempt(fn() => pclose($p));
$p = popen("echo a; exit 2", "r");
while (($line = fgets($p)) !== false) {
    echo "got: $line";
}
var_dump(feof($p), pclose($p));
echo "order: ";
$p = popen("echo from-child", "w");
pclose($p);
echo "done\n";
