//! A request must free its compiled script when the VM is dropped (a
//! long-lived worker runs many requests): no reference cycle may keep a
//! script's functions alive.

use rphp_core::{CompilerLoader, NullHost, Vm, VmOptions};
use std::sync::Arc;

/// Runs `src` in a fresh VM and reports whether its script was freed afterwards.
fn script_freed(src: &str) -> bool {
    let script = rphp_compiler::compile_source(src.as_bytes(), b"t.php", &Default::default())
        .expect("compiles");
    let script = Arc::new(script);
    let weak = Arc::downgrade(&script);
    let func = Arc::downgrade(&script.main);
    {
        let mut vm = Vm::new(
            Box::new(NullHost::new()),
            Some(Box::new(CompilerLoader)),
            VmOptions::default(),
        );
        vm.run_main(script);
    }
    weak.upgrade().is_none() && func.upgrade().is_none()
}

#[test]
fn scripts_are_freed_after_the_request() {
    for src in [
        "<?php ",
        "<?php echo 1;",
        "<?php function f($n) { return $n < 2 ? $n : f($n - 1) + f($n - 2); } echo f(10);",
        "<?php function g() { static $c; $c = function () { return g(); }; return 1; } g();",
        "<?php $f = fn($x) => $x + 1; $a = [$f]; echo $a[0](2);",
        "<?php function h() { throw new Exception('x'); } h();",
        "<?php eval('function e() { return e2(); } function e2() { return 1; } echo e();');",
        "<?php register_shutdown_function(function () { echo 1; }); exit(0);",
        "<?php class A { public $f; static $s; function m() { return new A(); } } $a = new A(); $a->f = fn() => 1; A::$s = $a->m(); echo 1;",
        "<?php enum E: int { case A = 1; const B = self::A; } echo E::A->value, E::B->name, count(E::cases()), E::from(1)->name;",
        "<?php trait T { static $s; function m() { return fn() => self::class; } } class C { use T; } C::$s = new C; echo (new C)->m()();",
        "<?php spl_autoload_register(function ($c) { eval('class ' . $c . ' {}'); }); new Auto(); echo 1;",
    ] {
        assert!(script_freed(src), "script leaked: {src}");
    }
}
