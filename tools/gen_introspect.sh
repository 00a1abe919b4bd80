#!/bin/sh
# Regenerates core/vm/src/introspect/{functions,classes,constants}.txt from
# real php 8.2: the registration order of its internal functions, classes,
# interfaces and constants, with each one's extension. rphp filters these
# lists to what it provides (get_defined_functions, get_declared_classes,
# get_defined_constants, get_extension_funcs).
set -e
cd "$(dirname "$0")/../core/vm/src/introspect"
PHP="php -n -d extension=ctype -d extension=mbstring"
$PHP -r 'foreach (get_defined_functions()["internal"] as $f) echo (new ReflectionFunction($f))->getExtensionName(), " $f\n";' > functions.txt
php -n -r 'foreach (get_declared_classes() as $c) echo "class ", (new ReflectionClass($c))->getExtensionName(), " $c\n";
           foreach (get_declared_interfaces() as $c) echo "interface ", (new ReflectionClass($c))->getExtensionName(), " $c\n";' > classes.txt
$PHP -r 'foreach (get_defined_constants(true) as $e => $cs) foreach ($cs as $n => $v) echo "$e $n\n";' > constants.txt
# ReflectionExtension's lists: each extension's classes and interfaces in
# registration order, and its ini settings in registration order.
cd ../../../vmlib/src/reflection
$PHP -r 'foreach (get_loaded_extensions() as $e) foreach ((new ReflectionExtension($e))->getClassNames() as $c) echo "$e $c\n";' > extension_classes.txt
$PHP -r 'foreach (get_loaded_extensions() as $e) foreach ((new ReflectionExtension($e))->getINIEntries() as $k => $v) echo "$e $k\n";' > extension_ini.txt
# Reflection of internal functions: each one's return type, whether it is
# deprecated, and its parameters as php's ReflectionParameter::__toString()
# prints them ("r"/"o" for <required>/<optional>), tab-separated.
$PHP -r 'foreach (get_defined_functions()["internal"] as $f) {
    $r = new ReflectionFunction($f);
    $line = [$f, $r->hasReturnType() ? (string) $r->getReturnType() : "", $r->isDeprecated() ? "D" : ""];
    foreach ($r->getParameters() as $p) {
        $line[] = strtr(preg_replace("/^Parameter #\\d+ \\[ (.*) \\]$/s", "\$1", (string) $p), ["<required> " => "r ", "<optional> " => "o "]);
    }
    echo implode("\t", $line), "\n";
}' > signatures.txt
# Reflection of internal classes' methods: for each class, its methods in
# getMethods() order. A method the class declares gets a full row (class,
# name, modifiers, prototype's class, flags: T tentative return type,
# D deprecated, & by-reference return, N made on the fly (Closure::__invoke:
# no extension, no parameter list); the return type; its parameters as
# above); an inherited one only names the class that declares it.
$PHP -r 'foreach (array_merge(get_declared_classes(), get_declared_interfaces()) as $c) {
    foreach ((new ReflectionClass($c))->getMethods() as $m) {
        if ($m->class !== $c) { echo "$c\t$m->name\t$m->class\n"; continue; }
        $proto = "";
        try { $proto = $m->getPrototype()->class; } catch (ReflectionException $e) {}
        $tentative = $m->hasTentativeReturnType();
        $ret = $tentative ? (string) $m->getTentativeReturnType() : ($m->hasReturnType() ? (string) $m->getReturnType() : "");
        $line = [$c, $m->name, $m->class, $m->getModifiers(), $proto,
            ($tentative ? "T" : "") . ($m->isDeprecated() ? "D" : "") . ($m->returnsReference() ? "&" : "") . ($m->getExtension() === null ? "N" : ""), $ret];
        foreach ($m->getParameters() as $p) {
            $line[] = strtr(preg_replace("/^Parameter #\\d+ \\[ (.*) \\]$/s", "\$1", (string) $p), ["<required> " => "r ", "<optional> " => "o "]);
        }
        echo implode("\t", $line), "\n";
    }
}' > methods.txt
