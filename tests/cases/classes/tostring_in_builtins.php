<?php
// Builtins taking mixed values convert objects with __toString (and refuse others) like php.
class Tag {
    public function __construct(private string $name) {}
    public function __toString(): string { return "<{$this->name}>"; }
}
$t = new Tag('b');
var_dump(strval($t));
echo implode(', ', [$t, new Tag('i'), 3]), "\n";
echo join('', [$t]), "\n";
printf("[%s] [%5s] [%-6s|]\n", $t, new Tag('u'), $t);
echo sprintf('%2$s %1$s', $t, 'x'), "\n";
echo str_replace('b', 'strong', $t), "\n";
echo strtr('<b>', ['<b>' => $t]), "\n";
echo urlencode(new Tag('a b')), "\n";
var_dump(settype($t, 'string'), $t);

foreach (['strval', 'implode'] as $f) {
    try {
        echo $f === 'implode' ? implode(',', [new stdClass]) : strval(new stdClass);
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
try {
    printf("%s\n", new ArithmeticError('x'));
} catch (Error $e) {
    echo 'unexpected: ', $e->getMessage(), "\n";
}
