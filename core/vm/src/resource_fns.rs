//! `get_resources()`: the request's live resources (Zend core keeps them in
//! its regular list; rphp_value keeps a weak list of every resource made).

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::String as Str;
use rphp_value::{ArrayKey, Fault, ParamSpec as P, PhpArray, PhpResource, Value};

static FNS: &[EngineBuiltin] = &[EngineBuiltin {
    name: "get_resources",
    params: &[P::opt("type", Str, "null").nullable()],
    func: get_resources,
}];

/// The resource type names php -n registers (`Unknown`: closed ones).
const TYPES: &[&str] = &[
    "stream",
    "persistent stream",
    "stream filter",
    "stream-context",
    "stream factory",
    "process",
    "Unknown",
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(FNS);
}

fn get_resources(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let want = match a.first() {
        Some(Value::Str(s)) => {
            let t = s.to_string_lossy();
            match TYPES.iter().find(|k| **k == t) {
                Some(k) => Some(*k),
                None => {
                    return Err(vm.throw_error(
                        "ValueError",
                        "get_resources(): Argument #1 ($type) must be a valid resource type",
                    ))
                }
            }
        }
        _ => None,
    };
    let mut out = PhpArray::new();
    for r in PhpResource::live() {
        if want.is_none_or(|k| r.kind() == k) {
            out.insert(ArrayKey::Int(r.id()), Value::Resource(r));
        }
    }
    Ok(Value::Array(out))
}
