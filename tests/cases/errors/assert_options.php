<?php
// assert()'s settings: assert.active/exception/warning/callback/bail through
// assert_options() and ini_set(), and the description's types.
var_dump(ASSERT_ACTIVE, ASSERT_CALLBACK, ASSERT_BAIL, ASSERT_WARNING, ASSERT_EXCEPTION);
var_dump(assert_options(ASSERT_ACTIVE), assert_options(ASSERT_CALLBACK), assert_options(ASSERT_BAIL),
    assert_options(ASSERT_WARNING), assert_options(ASSERT_EXCEPTION));
try {
    assert(false);
} catch (AssertionError $e) {
    var_dump($e->getCode(), $e->getLine(), get_parent_class($e), $e instanceof Error);
}
var_dump(assert_options(ASSERT_EXCEPTION, 0));
var_dump(ini_get('assert.exception'));
var_dump(assert(1 == 2));
var_dump(assert(false, "my desc"));
var_dump(assert(true, "not used"));
function cb(...$a) {
    $a[0] = basename($a[0]);
    echo "cb: ", json_encode($a), "\n";
    return 5;
}
var_dump(assert_options(ASSERT_CALLBACK, 'cb'));
var_dump(assert_options(ASSERT_CALLBACK));
var_dump(ini_get('assert.callback'));
var_dump(assert(0));
var_dump(assert(0, "d2"));
var_dump(assert(0, 42));
var_dump(assert(0, 1.5));
assert_options(ASSERT_WARNING, 0);
var_dump(assert(0));
var_dump(assert_options(ASSERT_ACTIVE, "0"));
var_dump(ini_get('assert.active'));
var_dump(assert(0));
assert_options(ASSERT_ACTIVE, 1);
var_dump(assert_options(ASSERT_CALLBACK, fn() => print("closure callback\n")));
var_dump(ini_get('assert.callback'));
assert(false);
var_dump(assert_options(ASSERT_CALLBACK, null) instanceof Closure);
var_dump(assert_options(ASSERT_CALLBACK));
ini_set('assert.callback', 'cb');
var_dump(assert_options(ASSERT_CALLBACK));
assert(false);
ini_set('assert.callback', '');
var_dump(assert_options(ASSERT_CALLBACK));
try {
    assert_options(99);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
assert_options(ASSERT_EXCEPTION, 1);
assert_options(ASSERT_CALLBACK, 'cb');
try {
    assert(false, new RuntimeException("rt"));
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    assert(false, []);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    assert(true, new stdClass);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
assert_options(ASSERT_CALLBACK, null);
$f = 'assert';
try {
    $f(false);
} catch (AssertionError $e) {
    echo get_class($e), ": [", $e->getMessage(), "]\n";
}
try {
    assert(false, null);
} catch (AssertionError $e) {
    echo get_class($e), ": [", $e->getMessage(), "]\n";
}
try {
    assert();
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(assert_options(ASSERT_WARNING, []));
var_dump(ini_get('assert.warning'));
$e = new AssertionError("made", 3);
var_dump($e->getMessage(), $e->getCode());
class MyAssert extends AssertionError {}
try {
    assert(false, new MyAssert("mine"));
} catch (AssertionError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
