//! Stream contexts: `stream_context_create` and friends, and the `$context`
//! argument of `fopen`, `file_get_contents`, `mkdir`, ...
//!
//! A context is a `stream-context` resource holding the options array
//! (`["wrapper"]["option"] = value`) and the `notification` parameter. No
//! wrapper rphp has reads an option yet (there is no http or ftp), but the
//! resources, their numbers and the errors are php's: scripts build contexts
//! for plain files and test what they hold. php makes the default context
//! lazily, the first time an opener is called without one, and that takes a
//! resource number; so does asking a stream without a context for its
//! options (php gives it a fresh one).

use super::file_fns::resource_arg;
use super::Stream;
use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Array, ArrayOrString, Mixed, String as Str};
use rphp_value::{ArrayKey, Fault, ParamSpec as P, PhpArray, PhpResource, PhpStr, Value};

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!(
        "stream_context_create",
        [
            P::opt("options", Array, "null").nullable(),
            P::opt("params", Array, "null").nullable()
        ],
        create
    ),
    engine!(
        "stream_context_get_options",
        [P::req("stream_or_context", Mixed)],
        get_options
    ),
    engine!(
        "stream_context_set_option",
        [
            P::req("context", Mixed),
            P::req("wrapper_or_options", ArrayOrString),
            P::opt("option_name", Str, "null").nullable(),
            P::opt("value", Mixed, "null")
        ],
        set_option
    ),
    engine!(
        "stream_context_set_params",
        [P::req("context", Mixed), P::req("params", Array)],
        set_params
    ),
    engine!(
        "stream_context_get_params",
        [P::req("context", Mixed)],
        get_params
    ),
    engine!(
        "stream_context_get_default",
        [P::opt("options", Array, "null").nullable()],
        get_default
    ),
    engine!(
        "stream_context_set_default",
        [P::req("options", Array)],
        set_default
    ),
];

/// What a `stream-context` resource holds.
#[derive(Default)]
pub(crate) struct StreamContext {
    pub options: PhpArray,
    /// The `notification` parameter as given (php keeps any value).
    pub notification: Option<Value>,
}

impl Vm {
    fn new_context(&mut self) -> PhpResource {
        let id = self.streams.take_id();
        PhpResource::new(id, "stream-context", Box::new(StreamContext::default()))
    }

    /// The default context, made on first use.
    pub(crate) fn default_context(&mut self) -> PhpResource {
        if let Some(c) = &self.streams.default_context {
            return c.clone();
        }
        let c = self.new_context();
        self.streams.default_context = Some(c.clone());
        c
    }
}

fn is_context(r: &PhpResource) -> bool {
    !r.is_closed() && r.0.payload.borrow().is::<StreamContext>()
}

/// Runs an opener (`fopen`, `file_get_contents`, `mkdir`, ...) after
/// checking its `$context` argument at `a[i]` as php does: anything but a
/// resource or null is a TypeError before the call; null means the default
/// context, made now if `default` (php makes it for every opener but
/// `scandir`); a resource that is not a context throws a TypeError but php
/// goes on without a context, so the call still happens (its warnings and
/// resource numbers included) and its result is dropped. The first `paths`
/// arguments are paths: one with a NUL byte fails before anything else.
pub fn opener(
    vm: &mut Vm,
    func: &str,
    a: &mut [Value],
    i: usize,
    paths: usize,
    default: bool,
    body: fn(&mut Vm, &mut [Value]) -> Result<Value, Fault>,
) -> Result<Value, Fault> {
    let bad_path = a
        .iter()
        .take(paths)
        .any(|p| matches!(p, Value::Str(s) if s.as_bytes().contains(&0)));
    if bad_path {
        return body(vm, a);
    }
    let late = match a.get(i).map(Value::get) {
        None | Some(Value::Null) => {
            if default {
                vm.default_context();
            }
            None
        }
        Some(Value::Resource(r)) if is_context(&r) => None,
        Some(Value::Resource(_)) => Some(vm.throw_error(
            "TypeError",
            format!("{func}(): supplied resource is not a valid Stream-Context resource"),
        )),
        Some(v) => {
            return Err(vm.throw_error(
                "TypeError",
                format!(
                    "{func}(): Argument #{} ($context) must be of type resource or null, {} given",
                    i + 1,
                    v.debug_type()
                ),
            ))
        }
    };
    let r = body(vm, a);
    match late {
        Some(fault) => Err(fault),
        None => r,
    }
}

/// php's `decode_context_param`: a context, or the context of a stream (a
/// stream without one gets a fresh one); else php's TypeError.
fn context_of(vm: &mut Vm, func: &str, param: &str, a: &[Value]) -> Result<PhpResource, Fault> {
    let r = resource_arg(vm, func, param, a)?;
    if is_context(&r) {
        return Ok(r);
    }
    if !r.is_closed() {
        let has =
            r.0.payload
                .borrow()
                .downcast_ref::<Stream>()
                .map(|s| s.context.clone());
        if let Some(ctx) = has {
            if let Some(c) = ctx {
                return Ok(c);
            }
            let c = vm.new_context();
            if let Some(s) = r.0.payload.borrow_mut().downcast_mut::<Stream>() {
                s.context = Some(c.clone());
            }
            return Ok(c);
        }
    }
    Err(vm.throw_error(
        "TypeError",
        format!("{func}(): Argument #1 (${param}) must be a valid stream/context"),
    ))
}

fn with_ctx<T>(r: &PhpResource, f: impl FnOnce(&mut StreamContext) -> T) -> T {
    let mut p = r.0.payload.borrow_mut();
    f(p.downcast_mut::<StreamContext>().expect("checked context"))
}

fn set_one(r: &PhpResource, wrapper: ArrayKey, option: ArrayKey, value: Value) {
    with_ctx(r, |c| {
        let entry = c.options.entry(wrapper);
        if !matches!(entry, Value::Array(_)) {
            *entry = Value::Array(PhpArray::new());
        }
        if let Value::Array(inner) = entry {
            inner.insert(option, value);
        }
    })
}

/// php's `parse_context_options`: every wrapper key must be a string naming
/// an array; options with integer keys are skipped.
fn parse_options(vm: &mut Vm, r: &PhpResource, options: &PhpArray) -> Result<(), Fault> {
    for (wkey, wval) in options.iter() {
        let (ArrayKey::Str(_), Value::Array(opts)) = (&wkey, wval.get()) else {
            return Err(vm.throw_error(
                "ValueError",
                "Options should have the form [\"wrappername\"][\"optionname\"] = $value",
            ));
        };
        for (okey, oval) in opts.iter() {
            if let ArrayKey::Str(_) = okey {
                set_one(r, wkey.clone(), okey, oval.get());
            }
        }
    }
    Ok(())
}

/// php's `parse_context_params`: `notification` and `options`; other keys
/// are ignored.
fn parse_params(vm: &mut Vm, r: &PhpResource, params: &PhpArray) -> Result<(), Fault> {
    if let Some(n) = params.get_str(b"notification") {
        let n = n.get();
        with_ctx(r, |c| c.notification = Some(n));
    }
    if let Some(o) = params.get_str(b"options") {
        match o.get() {
            Value::Array(o) => parse_options(vm, r, &o)?,
            _ => return Err(vm.throw_error("TypeError", "Invalid stream/context parameter")),
        }
    }
    Ok(())
}

fn array_arg(a: &[Value], i: usize) -> Option<PhpArray> {
    match a.get(i).map(Value::get) {
        Some(Value::Array(x)) => Some(x),
        _ => None,
    }
}

fn create(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = vm.new_context();
    if let Some(o) = array_arg(a, 0) {
        parse_options(vm, &r, &o)?;
    }
    if let Some(p) = array_arg(a, 1) {
        parse_params(vm, &r, &p)?;
    }
    Ok(Value::Resource(r))
}

fn get_options(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = context_of(vm, "stream_context_get_options", "stream_or_context", a)?;
    Ok(Value::Array(with_ctx(&r, |c| c.options.clone())))
}

fn set_option(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    const F: &str = "stream_context_set_option";
    let r = context_of(vm, F, "context", a)?;
    let name_given = !matches!(a.get(2).map(Value::get), None | Some(Value::Null));
    let value_given = a.len() > 3;
    let when = |t: &str| format!("when argument #2 ($wrapper_or_options) is {t}");
    match a[1].get() {
        Value::Array(o) => {
            if name_given {
                let msg = format!(
                    "{F}(): Argument #3 ($option_name) must be null {}",
                    when("an array")
                );
                return Err(vm.throw_error("ValueError", msg));
            }
            if value_given {
                let msg = format!(
                    "{F}(): Argument #4 ($value) cannot be provided {}",
                    when("an array")
                );
                return Err(vm.throw_error("ValueError", msg));
            }
            parse_options(vm, &r, &o)?;
        }
        w => {
            if !name_given {
                let msg = format!(
                    "{F}(): Argument #3 ($option_name) cannot be null {}",
                    when("a string")
                );
                return Err(vm.throw_error("ValueError", msg));
            }
            if !value_given {
                let msg = format!(
                    "{F}(): Argument #4 ($value) must be provided {}",
                    when("a string")
                );
                return Err(vm.throw_error("ValueError", msg));
            }
            let wrapper = ArrayKey::Str(w.to_php_str());
            let option = ArrayKey::Str(a[2].get().to_php_str());
            set_one(&r, wrapper, option, a[3].get());
        }
    }
    Ok(Value::Bool(true))
}

fn set_params(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = context_of(vm, "stream_context_set_params", "context", a)?;
    if let Some(p) = array_arg(a, 1) {
        parse_params(vm, &r, &p)?;
    }
    Ok(Value::Bool(true))
}

fn get_params(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = context_of(vm, "stream_context_get_params", "context", a)?;
    let (n, o) = with_ctx(&r, |c| (c.notification.clone(), c.options.clone()));
    let mut out = PhpArray::new();
    if let Some(n) = n {
        out.insert(ArrayKey::Str(PhpStr::from("notification")), n);
    }
    out.insert(ArrayKey::Str(PhpStr::from("options")), Value::Array(o));
    Ok(Value::Array(out))
}

fn get_default(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let r = vm.default_context();
    if let Some(o) = array_arg(a, 0) {
        parse_options(vm, &r, &o)?;
    }
    Ok(Value::Resource(r))
}

fn set_default(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    get_default(vm, a)
}
