//! `dir()` and the `Directory` class it returns: a readonly `path` and
//! `handle` (a directory stream resource) with `read`, `rewind` and `close`
//! methods that work on the handle like `readdir`/`rewinddir`/`closedir`.

use super::dir_fns::{close_handle, dir_arg, open_dir, read_entry, rewind_handle};
use crate::runtime::EngineBuiltin;
use crate::spl::{method, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_value::ParamType::{Mixed, String as Str};
use rphp_value::{ArrayKey, Fault, ParamSpec as P, PhpObject, PhpResource, PhpStr, Value};

pub(super) static BUILTINS: &[EngineBuiltin] = &[EngineBuiltin {
    name: "dir",
    params: &[P::req("directory", Str), P::opt("context", Mixed, "null")],
    func: |vm, a| super::opener(vm, "dir", a, 1, 1, true, dir),
}];

pub(crate) static CLASSES: &[&NativeClass] = &[&NativeClass {
    name: "Directory",
    parent: None,
    interfaces: &[],
    flags: 0,
    consts: &[],
    methods: METHODS,
}];

static METHODS: &[NativeMethod] = &[
    method!("Directory", "close", m_close, []),
    method!("Directory", "rewind", m_rewind, []),
    method!("Directory", "read", m_read, []),
];

/// Adds what a static [`NativeClass`] cannot say: `public readonly string
/// $path` and `public readonly mixed $handle`.
pub(crate) fn decorate(c: &mut crate::classes::ClassRt) {
    if c.name != b"Directory" {
        return;
    }
    for (name, mask, display) in [
        ("path", rphp_bytecode::ty::STRING, "string"),
        ("handle", rphp_bytecode::ty::MIXED, "mixed"),
    ] {
        c.props.push(crate::classes::PropRt {
            name: name.as_bytes().to_vec(),
            key: PhpStr::from(name),
            vis: rphp_bytecode::class::PUBLIC,
            declaring: b"Directory".to_vec(),
            default: None,
            ty: Some(rphp_bytecode::TypeDecl {
                mask,
                classes: Vec::new(),
                display: std::sync::Arc::from(display),
            }),
            readonly: true,
        });
        c.prop_index
            .insert(name.as_bytes().to_vec(), c.props.len() - 1);
    }
}

/// `dir(string $directory, $context = null): Directory|false`
fn dir(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let Some(r) = open_dir(vm, "dir", a)? else {
        return Ok(Value::Bool(false));
    };
    let class = vm
        .lookup_class(b"Directory")
        .expect("Directory is a built-in class");
    let o = vm.instantiate(&class)?;
    let path = a.first().map(Value::to_php_str).unwrap_or_default();
    {
        let mut props = o.0.props_mut();
        props.insert(ArrayKey::from_bytes(b"path"), Value::Str(path));
        props.insert(ArrayKey::from_bytes(b"handle"), Value::Resource(r));
    }
    Ok(Value::Object(o))
}

/// The object's handle, with php's errors when it is missing or closed.
fn handle(vm: &mut Vm, this: &PhpObject, method: &str) -> Result<PhpResource, Fault> {
    let h = this.0.props_ref().get_str(b"handle").map(|v| v.get());
    let Some(h) = h else {
        return Err(vm.throw_error("Error", "Unable to find my handle property"));
    };
    let func = format!("Directory::{method}");
    match dir_arg(vm, &func, &[h])? {
        Some(r) => Ok(r),
        None => Err(vm.throw_error(
            "TypeError",
            format!("{func}(): supplied argument is not a valid Directory resource"),
        )),
    }
}

fn m_read(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = handle(vm, this, "read")?;
    read_entry(vm, "Directory::read", &r)
}

fn m_rewind(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = handle(vm, this, "rewind")?;
    rewind_handle(vm, &r)?;
    Ok(Value::Null)
}

fn m_close(vm: &mut Vm, this: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    let r = handle(vm, this, "close")?;
    close_handle(vm, &r)?;
    Ok(Value::Null)
}
