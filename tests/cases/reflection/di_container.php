<?php
interface Logger { function log(string $m); }
class EchoLogger implements Logger { function log(string $m) { echo "log: $m\n"; } }
class Repo { function __construct(public Logger $logger, public string $table = 'users') {} }
class Service { function __construct(public Repo $repo, public int $retries = 3) {} }
class Container {
    private array $bindings = [];
    function bind(string $abstract, string $concrete) { $this->bindings[$abstract] = $concrete; }
    function make(string $class): object {
        $class = $this->bindings[$class] ?? $class;
        $r = new ReflectionClass($class);
        if (!$r->isInstantiable()) throw new LogicException("$class is not instantiable");
        $ctor = $r->getConstructor();
        if ($ctor === null) return $r->newInstance();
        $args = [];
        foreach ($ctor->getParameters() as $p) {
            $t = $p->getType();
            if ($t && !$t->isBuiltin()) $args[$p->getName()] = $this->make($t->getName());
            elseif ($p->isDefaultValueAvailable()) $args[$p->getName()] = $p->getDefaultValue();
        }
        return $r->newInstanceArgs($args);
    }
}
$c = new Container;
try { $c->make(Service::class); } catch (LogicException $e) { echo $e->getMessage(), "\n"; }
$c->bind(Logger::class, EchoLogger::class);
$s = $c->make(Service::class);
$s->repo->logger->log($s->repo->table . ' ' . $s->retries);
print_r($s);
