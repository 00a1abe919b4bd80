<?php
// json_encode asks JsonSerializable objects for their data.
class Money implements JsonSerializable {
    public function __construct(private int $cents, private string $currency) {}
    public function jsonSerialize(): mixed {
        return ['amount' => $this->cents / 100, 'currency' => $this->currency];
    }
}
class Order implements JsonSerializable {
    public $id = 7;
    protected $secret = 'x';
    public function __construct(public array $lines) {}
    // Returning the object itself encodes its public properties.
    public function jsonSerialize(): mixed { return $this; }
}
class Scalar implements JsonSerializable {
    public function __construct(private mixed $v) {}
    public function jsonSerialize(): mixed { return $this->v; }
}

echo json_encode(new Money(1250, 'EUR')), "\n";
echo json_encode(new Order([new Money(5, 'USD'), new Scalar(null)])), "\n";
echo json_encode([new Scalar(1.0), new Scalar("a/b"), new Scalar(new Scalar([1, 2]))]), "\n";
echo json_encode(new Scalar(1.0), JSON_PRESERVE_ZERO_FRACTION), "\n";
echo json_encode(['m' => new Money(1, 'GBP')], JSON_PRETTY_PRINT), "\n";
var_dump(new Money(1, 'X') instanceof JsonSerializable);

// An exception from jsonSerialize() propagates out of json_encode.
class Failing implements JsonSerializable {
    public function jsonSerialize(): mixed { throw new LogicException("no data"); }
}
try {
    var_dump(json_encode([1, new Failing()]));
} catch (LogicException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

// A value that contains the object again is a recursion error.
class Loop implements JsonSerializable {
    public function jsonSerialize(): mixed { return [$this]; }
}
var_dump(json_encode(new Loop()), json_last_error_msg());
echo json_encode(new Loop(), JSON_PARTIAL_OUTPUT_ON_ERROR), "\n";
