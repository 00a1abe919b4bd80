<?php
// from()/tryFrom() evaluate every case first (their objects take ids then);
// one case named alone makes only its own object.
enum E { case A; case B; case C; }
var_dump(E::B);
var_dump(new stdClass);
enum F: int { case A = 1; case B = 2; case C = 3; }
var_dump(F::tryFrom(9));
var_dump(new stdClass);
var_dump(E::A);
var_dump(new stdClass);
class S implements Stringable { function __toString(): string { return "s"; } }
var_dump(new S instanceof Stringable, (string) new S, (array) new S);
var_dump(new stdClass);
