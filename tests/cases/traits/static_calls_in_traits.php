<?php
trait Singleton {
    private static ?self $instance = null;
    public static function instance(): static {
        return self::$instance ??= new static();
    }
    public function id() { return spl_object_id($this); }
}
class Db { use Singleton; public $name = 'db'; }
class Cache { use Singleton; }
var_dump(Db::instance() === Db::instance());
var_dump(Cache::instance() === Cache::instance());
var_dump(Db::instance() === Cache::instance());
echo get_class(Db::instance()), " ", get_class(Cache::instance()), "\n";
trait Hooks {
    public static function boot() { return static::class . " booted by " . self::class . " / " . __TRAIT__; }
    public static function parentName() { return get_parent_class(static::class) ?: 'none'; }
}
class Model { use Hooks; }
class Post extends Model {}
echo Post::boot(), "\n", Model::boot(), "\n", Post::parentName(), " ", Model::parentName(), "\n";
