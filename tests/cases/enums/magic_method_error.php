<?php
echo "never\n";
enum E {
    case A;
    public function __toString(): string { return ""; }
}
