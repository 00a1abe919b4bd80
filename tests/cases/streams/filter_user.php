<?php
// User filters: php_user_filter subclasses, stream_filter_register with
// wildcards, buckets, the closing flag, consumed counts, feed-me and fatal.
class Upper extends php_user_filter {
    public function filter($in, $out, &$consumed, bool $closing): int {
        while ($bucket = stream_bucket_make_writeable($in)) {
            echo "[", $this->filtername, " got ", $bucket->datalen, " closing=", var_export($closing, true), "]\n";
            $bucket->data = strtoupper($bucket->data);
            $consumed += $bucket->datalen;
            stream_bucket_append($out, $bucket);
        }
        if ($closing) {
            echo "[closing ", $this->filtername, "]\n";
        }
        return PSFS_PASS_ON;
    }
    public function onCreate(): bool {
        echo "onCreate ", $this->filtername, " ", json_encode($this->params), "\n";
        return true;
    }
    public function onClose(): void {
        echo "onClose ", $this->filtername, "\n";
    }
}

/** Holds everything back until the stream closes, then emits it reversed. */
class Reverse extends php_user_filter {
    private $data = "";
    public function filter($in, $out, &$consumed, bool $closing): int {
        while ($bucket = stream_bucket_make_writeable($in)) {
            $this->data .= $bucket->data;
            $consumed += $bucket->datalen;
        }
        if ($closing) {
            $bucket = stream_bucket_new($this->stream, strrev($this->data));
            stream_bucket_append($out, $bucket);
            return PSFS_PASS_ON;
        }
        return PSFS_FEED_ME;
    }
}

class Fails extends php_user_filter {
    public function filter($in, $out, &$consumed, bool $closing): int {
        return PSFS_ERR_FATAL;
    }
}

class Leaves extends php_user_filter {
    public function filter($in, $out, &$consumed, bool $closing): int {
        return PSFS_PASS_ON;
    }
}

class Refuses extends php_user_filter {
    public function onCreate(): bool {
        echo "refusing ", $this->filtername, "\n";
        return false;
    }
}

class Prepends extends php_user_filter {
    public function filter($in, $out, &$consumed, bool $closing): int {
        while ($b = stream_bucket_make_writeable($in)) {
            stream_bucket_prepend($out, $b);
            $consumed += $b->datalen;
            stream_bucket_prepend($out, stream_bucket_new($this->stream, "<"));
        }
        return PSFS_PASS_ON;
    }
}

class NoCount extends php_user_filter {
    public function filter($in, $out, &$consumed, bool $closing): int {
        while ($b = stream_bucket_make_writeable($in)) {
            stream_bucket_append($out, $b);
        }
        return PSFS_PASS_ON;
    }
}

var_dump(stream_filter_register("upper", "Upper"));
var_dump(stream_filter_register("my.*", "Upper"));
var_dump(stream_filter_register("upper", "Upper"));
var_dump(stream_filter_register("string.rot13", "Upper"));
var_dump(stream_filter_register("reverse", "Reverse"));
var_dump(stream_filter_register("fails", "Fails"));
var_dump(stream_filter_register("leaves", "Leaves"));
var_dump(stream_filter_register("refuses", "Refuses"));
var_dump(stream_filter_register("prepends", "Prepends"));
var_dump(stream_filter_register("nocount", "NoCount"));
var_dump(stream_filter_register("ghost", "NoSuchClass"));
try {
    stream_filter_register("", "Upper");
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    stream_filter_register("x", "");
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
$all = stream_get_filters();
var_dump(array_slice($all, array_search("dechunk", $all) + 1));

echo "--- read chain\n";
$f = fopen("php://memory", "w+");
fwrite($f, "hello world");
rewind($f);
$r = stream_filter_append($f, "upper", STREAM_FILTER_READ, ["a" => 1]);
var_dump(fread($f, 5));
var_dump(fread($f, 100));
var_dump(feof($f));
fclose($f);

echo "--- write chain, wildcard\n";
$f = fopen("php://memory", "w+");
stream_filter_append($f, "my.filter.name", STREAM_FILTER_WRITE, "param");
var_dump(fwrite($f, "abc"), fwrite($f, "def"));
rewind($f);
var_dump(stream_get_contents($f));
fclose($f);

echo "--- feed me\n";
$f = fopen("php://memory", "w+");
fwrite($f, "stressed");
rewind($f);
stream_filter_append($f, "reverse", STREAM_FILTER_READ);
var_dump(fread($f, 3), fread($f, 100), feof($f));
fclose($f);
$p = sys_get_temp_dir() . "/rphp-filter-user-" . getmypid() . "-" . uniqid();
$f = fopen($p, "w");
stream_filter_append($f, "reverse");
var_dump(fwrite($f, "live"), fwrite($f, " on"));
var_dump(file_get_contents($p));
fclose($f);
var_dump(file_get_contents($p));
unlink($p);

echo "--- fatal, leftovers, refusals\n";
$f = fopen("php://memory", "w+");
fwrite($f, "data");
rewind($f);
stream_filter_append($f, "fails", STREAM_FILTER_READ);
var_dump(fread($f, 10), feof($f));
fclose($f);
$f = fopen("php://memory", "w+");
stream_filter_append($f, "fails", STREAM_FILTER_WRITE);
var_dump(fwrite($f, "data"));
fclose($f);
$f = fopen("php://memory", "w+");
stream_filter_append($f, "leaves", STREAM_FILTER_WRITE);
var_dump(fwrite($f, "data"));
fclose($f);
$f = fopen("php://memory", "w+");
var_dump(stream_filter_append($f, "refuses"));
var_dump(stream_filter_append($f, "ghost"));
stream_filter_append($f, "prepends", STREAM_FILTER_WRITE);
var_dump(fwrite($f, "xy"));
stream_filter_append($f, "nocount", STREAM_FILTER_WRITE);
var_dump(fwrite($f, "z"));
rewind($f);
var_dump(stream_get_contents($f));
fclose($f);

echo "--- bucket errors\n";
try {
    stream_bucket_make_writeable("x");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$f = fopen("php://memory", "r");
try {
    stream_bucket_make_writeable($f);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$b = stream_bucket_new($f, "abc");
var_dump($b->data, $b->datalen, get_resource_type($b->bucket));
try {
    stream_bucket_append($f, new stdClass);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    stream_bucket_append($f, "str");
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

echo "--- the class\n";
$u = new Upper;
var_dump($u);
$x = new php_user_filter;
var_dump($x->onCreate(), $x->onClose());
try {
    $x->filter(null, null, $n, false);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(get_class_methods("php_user_filter"));
