<?php
enum E { case A; }
var_dump(json_encode(E::A));
var_dump(json_last_error_msg());
echo E::A->value;
