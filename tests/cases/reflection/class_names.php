<?php
namespace App\Models;

class User {}
interface HasName {}
$r = new \ReflectionClass(User::class);
var_dump($r->getName(), $r->getShortName(), $r->getNamespaceName(), $r->inNamespace());
$r = new \ReflectionClass('stdClass');
var_dump($r->getName(), $r->getShortName(), $r->getNamespaceName(), $r->inNamespace());
$r = new \ReflectionClass(new User);
var_dump($r->name);
var_dump($r);
print_r($r);
echo "\n";
$i = new \ReflectionClass('App\Models\HasName');
var_dump($i->isInterface(), $r->isInterface());
