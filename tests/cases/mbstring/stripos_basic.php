<?php
var_dump(mb_stripos("HÉLLO wörld", "éL"), mb_stripos("ΑΒΓ αβγ", "αβγ", 1), mb_strripos("Straße STRASSE", "strasse"));
var_dump(mb_strripos("ÀÉÎ àéî", "àÉ"), mb_stripos("abc", "", -1), mb_stripos("ſ", "S"), mb_stripos("ǅ", "ǆ"));
var_dump(mb_stripos("İstanbul", "i"), mb_stripos("ς", "Σ"));
