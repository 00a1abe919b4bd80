<?php
$ao = new ArrayObject(['x' => 1], ArrayObject::ARRAY_AS_PROPS);
var_dump($ao->x, $ao->getFlags());
$ao->y = 2;
var_dump($ao['y'], isset($ao->y), isset($ao->nope));
unset($ao->x);
var_dump(count($ao), $ao->getArrayCopy());
$ao->setFlags(0);
var_dump($ao->getFlags());
var_dump(ArrayObject::STD_PROP_LIST, ArrayObject::ARRAY_AS_PROPS, ArrayIterator::ARRAY_AS_PROPS);
