<?php
$z = new DateTimeZone("UTC");
$a = new DateTime("2020-01-01 10:00", $z);
$b = new DateTimeImmutable("2020-01-01 10:00", $z);
$c = new DateTimeImmutable("2020-01-02", $z);
var_dump($a == $b, $a < $c, $c > $a, $a <=> $c, $c <=> $a, $b <=> $a, $a != $c, $a >= $b);
class MyDate extends DateTime {}
class MyImm extends DateTimeImmutable {}
$m = MyDate::createFromFormat("Y-m-d H:i", "2020-05-06 07:08", $z);
var_dump(get_class($m), $m->format("c"));
var_dump(get_class(MyDate::createFromImmutable($b)));
var_dump(get_class(MyImm::createFromMutable($a)));
var_dump(get_class(MyDate::createFromInterface($b)));
var_dump(get_class(MyImm::createFromInterface($a)));
var_dump(get_class($m->modify("+1 day")));
$mi = new MyImm("2020-01-01", $z);
var_dump(get_class($mi->add(new DateInterval("P1D"))), get_class($mi->setTimezone($z)));
var_dump(MyDate::createFromFormat("Y", "x"));
$x = new MyDate("2020-01-01 10:00", $z);
$x->extra = 1;
var_dump($x == $a, $x == $b, max($a, $c) === $c, $b < $a);
$list = [new DateTimeImmutable("2021-01-01", $z), new DateTime("2019-01-01", $z), new MyImm("2020-01-01", $z)];
usort($list, fn($p, $q) => $p <=> $q);
foreach ($list as $d) echo get_class($d), " ", $d->format("Y"), "\n";
try { MyDate::createFromImmutable($a); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
