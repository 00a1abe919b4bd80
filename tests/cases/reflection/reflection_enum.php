<?php
interface HasLabel {}
enum Suit: string implements HasLabel {
    case Hearts = 'H';
    case Spades = 'S';
    const Wild = self::Spades;
    public function label(): string { return ucfirst($this->name); }
}
enum Status { case Active; case Inactive; }
enum Num: int { case One = 1; case Two = 2; }
$r = new ReflectionEnum(Suit::class);
var_dump($r);
var_dump($r->isBacked(), (string)$r->getBackingType(), $r->isEnum());
var_dump($r->hasCase('Hearts'), $r->hasCase('Wild'), $r->hasCase('nope'));
$cases = $r->getCases(); var_dump($cases);
$c = $r->getCase('Spades');
var_dump($c, get_class($c), $c->getValue(), $c->getBackingValue(), $c->getEnum()->getName(), $c->isEnumCase());
var_dump($c->name, $c->class, $c->isPublic(), $c->isFinal());
$s = new ReflectionEnum('Status');
var_dump($s->isBacked(), $s->getBackingType());
$cases2 = $s->getCases(); var_dump($cases2);
var_dump(get_class($s->getCase('Active')), $s->getCase('Active')->getValue());
var_dump((new ReflectionEnum(Num::Two))->getCase('Two')->getBackingValue());
$u = new ReflectionEnumUnitCase(Status::class, 'Inactive');
var_dump($u->getValue() === Status::Inactive);
$b = new ReflectionEnumBackedCase(Suit::class, 'Hearts');
var_dump($b->getBackingValue());
try { $r->getCase('Wild'); } catch (ReflectionException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $r->getCase('Nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionEnum('HasLabel'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionEnum('Nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionEnumBackedCase(Status::class, 'Active'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionEnumUnitCase(Suit::class, 'Wild'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionEnumUnitCase(Suit::class, 'Zip'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionClass('Suit'))->getReflectionConstant('Hearts') instanceof ReflectionEnumBackedCase);
var_dump(get_class((new ReflectionClass('Suit'))->getReflectionConstant('Wild')));
var_dump(array_map('get_class', (new ReflectionClass('Status'))->getReflectionConstants()));
var_dump($r instanceof ReflectionClass, get_parent_class($b), get_parent_class($u));
var_dump($r->getConstants());
