<?php
json_decode('[');
echo json_last_error(), "\n";
foreach (['', '[', '[1}', '"\ud800"', "\"\x01\"", '[[1]]'] as $j) {
    try {
        json_decode($j, false, 2, JSON_THROW_ON_ERROR);
        echo "no throw\n";
    } catch (JsonException $e) {
        echo get_class($e), ' ', $e->getCode(), ' ', $e->getMessage(), ' ', json_last_error(), "\n";
    }
}
// The error state is left alone when throwing is asked for.
json_decode('{}');
try {
    json_decode('x', true, 512, JSON_THROW_ON_ERROR);
} catch (Exception $e) {
    var_dump($e instanceof JsonException, $e->getPrevious(), json_last_error());
}
var_dump(json_decode('[1]', true, 512, JSON_THROW_ON_ERROR));
try {
    json_encode(NAN, JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    echo get_class($e), ' ', $e->getCode(), ' ', $e->getMessage(), "\n";
}
var_dump(json_encode([1, NAN], JSON_THROW_ON_ERROR | JSON_PARTIAL_OUTPUT_ON_ERROR), json_last_error());
json_decode('x', true, 512, JSON_THROW_ON_ERROR);
