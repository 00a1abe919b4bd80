<?php
#[Attribute(Attribute::TARGET_CLASS_CONSTANT)]
class Label { public function __construct(public string $text) {} }
enum Status: int {
    #[Label('Active')]
    case Active = 1;
    #[Label('Off')]
    case Inactive = 0;
    case Unknown = -1;
}
foreach ((new ReflectionClass(Status::class))->getReflectionConstants() as $c) {
    $attrs = $c->getAttributes(Label::class);
    echo $c->getName(), ' => ', $attrs ? $attrs[0]->newInstance()->text : '(none)', ' value=', $c->getValue()->value, "\n";
}
