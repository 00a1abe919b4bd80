<?php
// Every fopen mode on an existing and on a missing file: what it allows and
// what it leaves in the file.
$dir = sys_get_temp_dir() . "/rphp-streams-modes-" . getmypid() . "-" . uniqid();
mkdir($dir);
$f = "$dir/f.txt";
foreach (["r", "rb", "rt", "r+", "w", "wb", "w+", "a", "a+", "ab+", "x", "x+", "c", "c+", "c+b"] as $mode) {
    foreach ([true, false] as $exists) {
        if ($exists) {
            file_put_contents($f, "hello\n");
        } elseif (file_exists($f)) {
            unlink($f);
        }
        echo "== $mode ", $exists ? "existing" : "missing", "\n";
        $h = @fopen($f, $mode);
        if ($h === false) {
            echo "open failed: ", str_replace($dir, "DIR", error_get_last()["message"]), "\n";
            continue;
        }
        echo "tell: ", ftell($h), "\n";
        $r = @fread($h, 3);
        var_dump($r);
        $w = @fwrite($h, "AB");
        var_dump($w);
        echo "tell: ", ftell($h), "\n";
        var_dump(rewind($h), fgets($h));
        fclose($h);
        var_dump(file_exists($f) ? file_get_contents($f) : "(no file)");
    }
}
@unlink($f);
rmdir($dir);
