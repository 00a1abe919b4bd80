<?php
/**
 * The class.
 */
#[Attribute]
final class Doc {
    /** the const */
    const C = 1;
    /** the prop */
    public $p;
    public $noDoc;
    /**
     * A method.
     */
    #[Doc]
    public function m() {}
    /* not a doc */
    public function n() {}
    /**/
    public function o() {}
}
/** fn doc */
function f() {}
/** stray */
$x = 1;
function g() {}
$r = new ReflectionClass('Doc');
var_dump($r->getDocComment(), $r->getMethod('m')->getDocComment(), $r->getMethod('n')->getDocComment(), $r->getMethod('o')->getDocComment());
var_dump($r->getProperty('p')->getDocComment(), $r->getProperty('noDoc')->getDocComment(), $r->getReflectionConstant('C')->getDocComment());
var_dump((new ReflectionFunction('f'))->getDocComment(), (new ReflectionFunction('g'))->getDocComment());
var_dump((new ReflectionFunction(/** closure doc */ function() {}))->getDocComment());
