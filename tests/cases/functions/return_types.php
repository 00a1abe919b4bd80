<?php
function a(): int { return "12"; }
function b(): ?string { return null; }
function c(): void { return; }
function d(): string|int { return 1.0; }
function e(): array { return []; }
function f(): bool { return 1; }
var_dump(a(), b(), c(), d(), e(), f());
function bad(): int { return "nope"; }
try {
    bad();
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
function noReturn(): int { if (false) return 1; }
try {
    noReturn();
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
