<?php
// In a namespace an unqualified assert() is still compiled as assert (its
// description added), whichever function the name reaches at run time.
namespace App {
    function check($x) {
        try {
            assert($x === 1);
        } catch (\AssertionError $e) {
            echo "caught: ", $e->getMessage(), "\n";
        }
        \assert($x === 1, "qualified");
    }
}
namespace Other {
    try {
        assert(1 + 1 == 3);
    } catch (\AssertionError $e) {
        echo "Other: ", $e->getMessage(), "\n";
    }
}
namespace {
    try {
        App\check(2);
    } catch (AssertionError $e) {
        echo "outer: ", $e->getMessage(), "\n";
    }
    use function assert as check_that;
    try {
        check_that(false);
    } catch (AssertionError $e) {
        echo "alias: ", $e->getMessage(), "\n";
    }
}
