<?php
// PCRE-heavy text processing: a generated 20k-line access log is parsed with preg_match
// (named groups), scanned with preg_match_all, rewritten with preg_replace and
// preg_replace_callback, split with preg_split and filtered with preg_grep.
function lcg(&$seed) {
    $seed = ($seed * 1103515245 + 12345) % 2147483648;
    return $seed;
}
$seed = 42;
$methods = ['GET', 'POST', 'PUT', 'DELETE'];
$paths = ['/index.php', '/api/users', '/api/orders/17', '/static/app.js', '/login', '/search?q=php+regex'];
$agents = ['Mozilla/5.0 (X11; Linux x86_64)', 'curl/8.1.2', 'Googlebot/2.1 (+http://www.google.com/bot.html)'];
$lines = [];
for ($i = 0; $i < 20000; $i++) {
    $ip = (lcg($seed) % 223 + 1) . '.' . (lcg($seed) % 256) . '.' . (lcg($seed) % 256) . '.' . (lcg($seed) % 256);
    $day = lcg($seed) % 28 + 1;
    $h = lcg($seed) % 24; $m = lcg($seed) % 60; $s = lcg($seed) % 60;
    $method = $methods[lcg($seed) % 4];
    $path = $paths[lcg($seed) % 6];
    $status = [200, 200, 200, 301, 404, 500][lcg($seed) % 6];
    $bytes = lcg($seed) % 50000;
    $agent = $agents[lcg($seed) % 3];
    $lines[] = sprintf('%s - - [%02d/Mar/2024:%02d:%02d:%02d +0000] "%s %s HTTP/1.1" %d %d "%s" user%d@example.com',
        $ip, $day, $h, $m, $s, $method, $path, $status, $bytes, $agent, $i % 97);
}
$re = '/^(?<ip>\d{1,3}(?:\.\d{1,3}){3}) \S+ \S+ \[(?<day>\d\d)\/(?<mon>\w{3})\/(?<year>\d{4}):(?<time>[\d:]+) [+-]\d{4}\] "(?<method>[A-Z]+) (?<path>[^ "]+) HTTP\/[\d.]+" (?<status>\d{3}) (?<bytes>\d+)/';
$sum = 0;
for ($round = 0; $round < 6; $round++) {
$byStatus = [];
$total = 0;
foreach ($lines as $line) {
    if (preg_match($re, $line, $mm)) {
        $byStatus[$mm['status']] = ($byStatus[$mm['status']] ?? 0) + 1;
        $total += (int)$mm['bytes'];
    }
}
$log = implode("\n", $lines);
$emails = preg_match_all('/[\w.+-]+@[\w-]+\.\w+/', $log, $em);
$ips = preg_match_all('/\b(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}\b/', $log, $im, PREG_SET_ORDER);
$api = count(preg_grep('~"(?:GET|POST) /api/~', $lines));
$masked = preg_replace('/\d+\.\d+\.\d+\.(\d+)/', 'x.x.x.$1', $log);
$upper = preg_replace_callback('/\b(get|post|put|delete)\b/i', fn($m) => strtolower($m[1]), $log);
$words = 0;
foreach (array_slice($lines, 0, 5000) as $line) {
    $words += count(preg_split('/[\s\/"?=+]+/', $line, -1, PREG_SPLIT_NO_EMPTY));
}
$bots = preg_match_all('/bot|crawler|spider/i', $log);
ksort($byStatus);
$sum += $total + $emails * 3 + $ips * 7 + $api * 11 + strlen($masked) + strlen($upper) + $words + $bots;
}
foreach ($byStatus as $k => $v) { echo "$k: $v\n"; }
echo "checksum: ", $sum, "\n";
