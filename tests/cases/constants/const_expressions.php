<?php
const A = 2;
const B = A ** 10;
const C = B > 1000 ? "big" : "small";
const D = "pre" . C;
const E = [A, B, [C]];
const F = E[2][0];
const G = PHP_INT_MAX >> 60;
const H = -A;
const I = !true;
const J = null ?? "coalesced";
var_dump(A, B, C, D, E, F, G, H, I, J);
