<?php
// -d values are the settings' global values and get_cfg_var's configuration.
var_dump(get_cfg_var('precision'), get_cfg_var('foo'), ini_get('foo'));
var_dump(ini_get_all()['precision']);
ini_set('precision', 7);
var_dump(ini_get_all()['precision']);
ini_restore('precision');
var_dump(ini_get('precision'));
var_dump(ini_get_all()['display_errors']);
