<?php
// ReflectionClass::__toString() of built-in classes and interfaces: their methods as php declares them.
foreach (['Countable', 'Closure', 'IteratorAggregate', 'ArrayAccess', 'Iterator', 'SplSubject', 'JsonSerializable',
          'Traversable', 'Stringable', 'SplObserver', 'WeakReference', 'UnitEnum', 'BackedEnum'] as $c) {
    echo new ReflectionClass($c);
}
