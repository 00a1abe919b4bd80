<?php
enum E: string {
    case A = "a";
    public static function from(string $v): static { return self::A; }
}
