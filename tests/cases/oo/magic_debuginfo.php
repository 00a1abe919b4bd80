<?php
class Money {
    private int $cents;
    private string $currency = 'EUR';
    public function __construct(int $c) { $this->cents = $c; }
    public function __debugInfo() { return ['amount' => $this->cents / 100, 'currency' => $this->currency]; }
}
$m = new Money(1234);
var_dump($m);
print_r($m);
echo "\n";
var_export($m);
echo "\n";
$list = ['a' => $m, 'b' => [$m]];
var_dump($list);
print_r($list);
