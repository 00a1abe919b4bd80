<?php
// Reads gen_random.py's lines and records php's preg_match_all result for each
// (same format as tests/php_cases.txt; see tools/gen_cases.php).
ini_set('pcre.jit', '0');
function unesc($s) { return stripcslashes($s); }
function esc($s) {
    $o = '';
    for ($i = 0; $i < strlen($s); $i++) {
        $c = $s[$i]; $b = ord($c);
        if ($c === '\\') $o .= '\\\\'; elseif ($c === "\t") $o .= '\\t'; elseif ($c === "\n") $o .= '\\n';
        elseif ($c === "\r") $o .= '\\r'; elseif ($b < 0x20 || $b > 0x7e) $o .= sprintf('\\x%02X', $b); else $o .= $c;
    }
    return $o;
}
foreach (file('php://stdin', FILE_IGNORE_NEW_LINES) as $line) {
    [$p, $f, $s] = explode("\t", $line);
    $p = unesc($p); $s = unesc($s);
    $pat = '/' . str_replace('/', '\\/', $p) . '/' . $f;
    $r = @preg_match_all($pat, $s, $m, PREG_SET_ORDER | PREG_OFFSET_CAPTURE | PREG_UNMATCHED_AS_NULL);
    if ($r === false) {
        $e = error_get_last(); error_clear_last();
        $res = ($e && str_contains($e['message'], 'Compilation failed: ')) ? 'ERR:' . explode('Compilation failed: ', $e['message'], 2)[1] : 'ERR:' . preg_last_error_msg();
    } elseif ($r === 0) $res = 'none';
    else { $ms = []; foreach ($m as $set) { $gs = []; foreach ($set as $k => $g) { if (is_string($k)) continue; $gs[] = $g[1] < 0 ? '-' : $g[1] . '-' . ($g[1] + strlen($g[0])); } $ms[] = implode(',', $gs); } $res = implode(' ', $ms); }
    echo esc($pat), "\t", esc($s), "\t", esc($res), "\n";
}
