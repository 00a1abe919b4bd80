<?php
// ini_get_all lists php -n's settings (by extension, with or without details),
// ini_alter is ini_set, get_cfg_var sees only -d, and no php.ini is loaded.
var_dump(count(ini_get_all()) > 100);
var_dump(ini_get_all('date'));
var_dump(ini_get_all('pcre', false));
var_dump(ini_get_all('json'), ini_get_all('spl'));
var_dump(ini_get_all('Core'));
var_dump(ini_get_all('DATE', false));
var_dump(ini_get_all('nope'));
$all = ini_get_all(null, false);
var_dump(array_slice(array_keys($all), 0, 12));
var_dump($all['precision'], $all['error_log'], $all['memory_limit']);
var_dump(ini_get('error_log'), ini_set('error_log', '/dev/null'), ini_get_all()['error_log']);
ini_restore('error_log');
var_dump(ini_get_all()['error_log']);
var_dump(ini_alter('precision', '10'), ini_get('precision'), 1/3);
var_dump(ini_get_all()['precision']);
ini_restore('precision');
var_dump(ini_get('precision'), ini_get_all()['precision']);
var_dump(ini_set('output_buffering', '1'), ini_set('allow_url_fopen', '0'), ini_get('allow_url_fopen'));
var_dump(ini_get('session.name'), ini_get('zend.assertions'), ini_get('track_errors'));
var_dump(get_cfg_var('precision'), get_cfg_var('cfg_file_path'), get_cfg_var('nope'));
var_dump(php_ini_loaded_file(), php_ini_scanned_files());
var_dump(INI_USER, INI_PERDIR, INI_SYSTEM, INI_ALL);
