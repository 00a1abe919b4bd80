<?php
// JSON and serialize round trips of a generated document (stdlib-heavy by design):
// json_encode, json_decode to arrays and to stdClass objects, serialize, unserialize.
mt_srand(7);
$doc = [];
for ($i = 0; $i < 2000; $i++) {
    $doc[] = [
        'id' => $i,
        'name' => 'user' . mt_rand(1, 100000),
        'score' => mt_rand(0, 1000000) / 1000,
        'active' => $i % 3 === 0,
        'tags' => ['t' . ($i % 7), 't' . ($i % 11), "caf\u{e9} \"quoted\""],
        'address' => ['street' => $i . ' Main St', 'zip' => sprintf('%05d', $i * 7 % 100000), 'geo' => [1.5 * $i, -2.25]],
        'note' => null,
    ];
}
$sum = 0;
for ($round = 0; $round < 40; $round++) {
    $json = json_encode($doc);
    $sum += strlen($json);
    $back = json_decode($json, true);
    $sum += count($back) + $back[1999]['id'];
    $objs = json_decode($json);
    $sum += $objs[5]->address->geo[0];
    $ser = serialize($back);
    $sum += strlen($ser);
    $again = unserialize($ser);
    $sum += $again[100]['address']['zip'];
}
echo "checksum: ", $sum, "\n";
