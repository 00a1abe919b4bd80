<?php
// An enum case compares equal only to itself; against any other value it
// is uncomparable (no cast, no notice). `== true` written as a literal is
// compiled as a bool cast, so there the case is true.
enum E { case A; case B; }
enum Backed: int { case One = 1; }
$t = true; $fa = false; $n = null;
echo "1: "; var_dump(E::A == 1);
echo "2: "; var_dump(E::A == "A");
echo "3: "; var_dump(E::A == null);
echo "4: "; var_dump(E::A == $n);
echo "5: "; var_dump(E::A == $t);
echo "6: "; var_dump(E::A == $fa);
echo "7: "; var_dump(E::A != $fa);
echo "8: "; var_dump(E::A == true);
echo "9: "; var_dump(true == E::A);
echo "10: "; var_dump(E::A != true);
echo "11: "; var_dump(E::A == false);
echo "12: "; var_dump(E::A != FALSE);
echo "13: "; var_dump(E::A == \true);
echo "14: "; var_dump(Backed::One == 1);
echo "15: "; var_dump(E::A < 1);
echo "16: "; var_dump(E::A > 1);
echo "17: "; var_dump(E::A <=> 1);
echo "18: "; var_dump(1 <=> E::A);
echo "19: "; var_dump(E::A <=> $t);
echo "20: "; var_dump($t <=> E::A);
echo "21: "; var_dump(E::A <=> null);
echo "22: "; var_dump(E::A <=> E::B);
echo "23: "; var_dump(E::A == E::A);
echo "24: "; var_dump([E::A] == [true]);
echo "25: "; var_dump(in_array(true, [E::A]));
echo "26: "; var_dump(in_array(E::A, [1, "A", null, E::A], false));
switch (E::A) {
    case true: echo "27: true\n"; break;
    default: echo "27: default\n";
}
if (E::B == true) { echo "28: yes\n"; } else { echo "28: no\n"; }
if (E::B == $t) { echo "29: yes\n"; } else { echo "29: no\n"; }
if (E::B != false) { echo "30: yes\n"; } else { echo "30: no\n"; }
$x = 0;
if ($x == false) { echo "31: falsy\n"; }
if (false != $x) { echo "32: truthy\n"; } else { echo "32: falsy\n"; }
