<?php
namespace One { class Alpha { function id() { return __CLASS__; } } function fn1() { return __FUNCTION__; } }
namespace Two {
    use One\Alpha as A;
    use One as O;
    echo (new a)->id(), " ", (new O\Alpha)->id(), " ", O\fn1(), "\n";
    echo A::class, " ", O\Alpha::class, "\n";
    var_dump(new A instanceof O\ALPHA);
}
