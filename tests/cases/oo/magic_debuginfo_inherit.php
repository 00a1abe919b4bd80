<?php
abstract class Entity {
    protected $id = 7;
    public function __debugInfo() { return ['id' => $this->id, 'type' => static::class] + $this->extra(); }
    protected function extra(): array { return []; }
}
class User extends Entity { public $name = 'ann'; protected function extra(): array { return ['name' => $this->name]; } }
class Guest extends Entity {}
$u = new User;
$g = new Guest;
var_dump($u, $g);
print_r([$u, $g]);
echo "\n";
var_dump((array) $u);
echo json_encode($u), "\n";
