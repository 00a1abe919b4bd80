<?php
function t($v) { echo "[t:$v]"; return $v; }
var_dump(t(0) && t(1));
var_dump(t(1) || t(0));
var_dump(t(1) && t(2));
var_dump(t(0) || t(0));
var_dump(!t(0), !t("0"), !t("a"));
var_dump(t(1) xor t(1));
var_dump(t(1) and t(0));
var_dump(t(0) or t(3));
