<?php
enum Status: string {
    case On = 'on'; case Off = 'off';
    public static function parse(string $s): static { return static::tryFrom(strtolower($s)) ?? static::Off; }
    public function toggle(): static { return $this === static::On ? static::Off : static::On; }
    public function __invoke(): string { return strtoupper($this->value); }
    public static function names(): array { return array_column(self::cases(), 'name'); }
    public static function values(): array { return array_column(self::cases(), 'value', 'name'); }
}
var_dump(Status::parse('ON'), Status::parse('zz'), Status::On->toggle());
echo (Status::On)(), "\n";
print_r(Status::names());
print_r(Status::values());
var_dump(array_map(fn(Status $s) => $s->toggle(), Status::cases()));
var_dump(Status::On instanceof Status && !(Status::On instanceof Stringable));
