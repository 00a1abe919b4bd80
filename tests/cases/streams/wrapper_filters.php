<?php
// Filters on a user wrapper's streams, php://filter over a user wrapper,
// and a user stream read one chunk per fread.
class Chunks {
    public $context;
    static $data = [];
    private $k;
    private $i = 0;
    function stream_open($p, $m, $o, &$op) {
        $this->k = $p;
        if ($m[0] == 'w') self::$data[$p] = "";
        return true;
    }
    function stream_read($n) {
        $s = substr(self::$data[$this->k] ?? "", $this->i, 4);
        $this->i += strlen($s);
        echo "(read ", strlen($s), ")";
        return $s;
    }
    function stream_eof() { return $this->i >= strlen(self::$data[$this->k] ?? ""); }
    function stream_write($d) { echo "(write $d)"; self::$data[$this->k] .= $d; return strlen($d); }
    function stream_stat() { return []; }
    function stream_close() { echo "(close)\n"; }
}
stream_wrapper_register("chunks", "Chunks");
file_put_contents("chunks://a", "abcdefghijklmnopqrstuvwxyz");
echo "\n";
$f = fopen("chunks://a", "r");
var_dump(fread($f, 10), fread($f, 10), fgets($f), feof($f));
fclose($f);
$f = fopen("chunks://a", "r");
stream_filter_append($f, "string.toupper");
var_dump(fread($f, 3), fread($f, 100), feof($f));
fclose($f);
$f = fopen("chunks://b", "w");
stream_filter_append($f, "convert.base64-encode");
var_dump(fwrite($f, "hello"), fwrite($f, " world"));
fclose($f);
var_dump(Chunks::$data["chunks://b"]);
var_dump(file_get_contents("php://filter/read=string.rot13/resource=chunks://a"));
var_dump(file_put_contents("php://filter/write=string.toupper/resource=chunks://c", "quiet"));
echo "\n";
var_dump(Chunks::$data["chunks://c"]);
$f = fopen("chunks://a", "r");
var_dump(stream_get_contents($f, 6), stream_get_line($f, 100, "m"));
fclose($f);
