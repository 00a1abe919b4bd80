<?php
abstract class Model {
    public static function create(): static { return new static(); }
    public static function name(): string { return get_called_class(); }
    public function cls(): string { return get_called_class(); }
}
class User extends Model {}
class Admin extends User {}
echo User::name(), " ", Admin::name(), " ", (new Admin)->cls(), "\n";
var_dump(Admin::create() instanceof User);
class_alias('User', 'Member');
$m = new Member();
echo get_class($m), " ", Member::name(), "\n";
var_dump(class_exists('Member'), $m instanceof User);
var_dump(class_alias('User', 'Member'));
var_dump(class_alias('Nope', 'Nope2'));
try { get_called_class(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { class_alias('stdClass', 'Std2'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
