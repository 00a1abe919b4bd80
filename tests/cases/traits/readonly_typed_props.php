<?php
trait Identified {
    public readonly int $id;
    protected ?string $label = null;
    public function initId(int $id): static { $this->id = $id; return $this; }
}
class Item { use Identified; }
$i = (new Item)->initId(5);
echo $i->id, "\n";
try { $i->id = 6; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $i->initId(7); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$j = new Item;
var_dump($j);
try { echo $j->id; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $j->initId("abc"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
