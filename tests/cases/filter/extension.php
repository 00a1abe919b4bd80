<?php
// ext/filter as an extension: loaded, its functions, constants in php order, ini settings.
var_dump(extension_loaded("filter"), extension_loaded("FILTER"), phpversion("filter") === PHP_VERSION);
var_dump(get_extension_funcs("filter"));
var_dump(array_keys(get_defined_constants(true)["filter"]));
var_dump(ini_get("filter.default"), ini_get("filter.default_flags"));
$r = new ReflectionFunction("filter_var"); echo $r->getExtensionName(), "\n";
echo (new ReflectionFunction("filter_var"))->getExtensionName(), "\n";
