<?php
enum Status: string {
    case Active = 'active';
    case Inactive = 'inactive';
    case Banned = 'banned';
    public function isOk(): bool { return $this === self::Active; }
}
enum Level: int {
    case Low = 1;
    case Mid = 5;
    case High = 10;
    const DEFAULT = self::Mid;
    public static function max(): self { return self::High; }
}
var_dump(Status::from('active'));
var_dump(Status::tryFrom('nope'));
var_dump(Status::tryFrom('banned'));
var_dump(Level::from(5), Level::from('10'), Level::tryFrom(2));
echo Status::Active->value, " ", Level::High->value, " ", Level::DEFAULT->name, "\n";
var_dump(Status::Banned->isOk(), Status::Active->isOk());
var_dump(Level::max());
print_r(Level::cases());
print_r(Level::Low); echo "\n";
var_export(Level::Low); echo "\n";
echo json_encode(['s' => Status::Active, 'l' => [Level::Low, Level::High]]), "\n";
var_dump(Status::Active instanceof BackedEnum, Level::Low instanceof UnitEnum);
var_dump(array_map(fn($c) => $c->value, Status::cases()));
var_dump(Level::from(1.0));
