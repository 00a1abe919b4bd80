//! User stream filters: the `php_user_filter` class, making a filter of a
//! registered class (`onCreate`), running its `filter()` over bucket
//! brigades, `onClose`, and the `stream_bucket_*` functions.
//!
//! A brigade is a resource (`userfilter.bucket brigade`) over a shared list
//! of buckets; a bucket is a resource (`userfilter.bucket`) that a plain
//! object carries with copies of its `data` and `datalen`, as php's are.
//! Both take resource numbers as php's do (two brigades per `filter()`
//! call, one per bucket made).

use super::{Filter, Kind, Outcome, ERR_FATAL, PASS_ON};
use crate::runtime::EngineBuiltin;
use crate::spl::{method, NativeClass, NativeMethod};
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, Mixed, String as Str};
use rphp_value::{
    ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpObject, PhpResource, PhpStr, Reference, Value,
};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

type Bucket = Rc<RefCell<Vec<u8>>>;

/// A `userfilter.bucket brigade` resource's list.
struct Brigade(Rc<RefCell<VecDeque<Bucket>>>);

/// A `userfilter.bucket` resource.
struct BucketRes(Bucket);

const BRIGADE: &str = "userfilter.bucket brigade";
const BUCKET: &str = "userfilter.bucket";

pub(crate) static CLASSES: &[&NativeClass] = &[&NativeClass {
    name: "php_user_filter",
    parent: None,
    interfaces: &[],
    flags: 0,
    consts: &[],
    methods: METHODS,
}];

/// `filter()`'s real parameters (checked by `spl::invoke`).
const FILTER_PARAMS: &[P] = &[
    P::req("in", Mixed),
    P::req("out", Mixed),
    P::req("consumed", Mixed).by_ref(),
    P::req("closing", Bool),
];

static METHODS: &[NativeMethod] = &[
    // Declared by hand: the engine must see `$consumed` as by-reference.
    NativeMethod {
        name: "filter",
        is_static: false,
        entry: EngineBuiltin {
            name: "php_user_filter->filter",
            params: &[
                P::req("this", Mixed),
                P::opt("in", Mixed, "null"),
                P::opt("out", Mixed, "null"),
                P::opt("consumed", Mixed, "null").by_ref(),
                P::opt("closing", Mixed, "null"),
                P::opt("args", Mixed, "null").variadic(),
            ],
            func: |vm, args| {
                crate::spl::invoke(vm, args, "php_user_filter::filter", FILTER_PARAMS, m_filter)
            },
        },
    },
    method!("php_user_filter", "onCreate", m_on_create, []),
    method!("php_user_filter", "onClose", m_on_close, []),
];

fn m_filter(vm: &mut Vm, _: &PhpObject, a: &mut [Value]) -> Result<Value, Fault> {
    for (i, name) in ["in", "out"].iter().enumerate() {
        let v = a.get(i).map(Value::get).unwrap_or(Value::Null);
        if !matches!(v, Value::Resource(_)) {
            return Err(vm.throw_error(
                "TypeError",
                format!(
                    "php_user_filter::filter(): Argument #{} (${name}) must be of type resource, {} given",
                    i + 1,
                    crate::calls::given_type(&v)
                ),
            ));
        }
    }
    Ok(Value::Int(ERR_FATAL))
}

fn m_on_create(_: &mut Vm, _: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Bool(true))
}

fn m_on_close(_: &mut Vm, _: &PhpObject, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Null)
}

/// Adds `php_user_filter`'s declared properties: `public string
/// $filtername = ""`, `public mixed $params = ""`, `public $stream = null`.
pub(crate) fn decorate(
    c: &mut crate::classes::ClassRt,
    script: Option<Rc<crate::runtime::ScriptRt>>,
) {
    if c.name != b"php_user_filter" {
        return;
    }
    let Some(script) = script else {
        return;
    };
    for (name, ty, default) in [
        (
            "filtername",
            Some((rphp_bytecode::ty::STRING, "string")),
            Value::str(""),
        ),
        (
            "params",
            Some((rphp_bytecode::ty::MIXED, "mixed")),
            Value::str(""),
        ),
        ("stream", None, Value::Null),
    ] {
        c.props.push(crate::classes::PropRt {
            name: name.as_bytes().to_vec(),
            key: PhpStr::from(name),
            vis: rphp_bytecode::class::PUBLIC,
            declaring: b"php_user_filter".to_vec(),
            default: Some(crate::classes::Lazy {
                init: rphp_bytecode::class::Init::Lit(rphp_bytecode::Literal::Null),
                script: script.clone(),
                value: Rc::new(RefCell::new(Some(default))),
            }),
            ty: ty.map(|(mask, display)| rphp_bytecode::TypeDecl {
                mask,
                classes: Vec::new(),
                display: std::sync::Arc::from(display),
            }),
            readonly: false,
        });
        c.prop_index
            .insert(name.as_bytes().to_vec(), c.props.len() - 1);
    }
}

fn set_prop(vm: &mut Vm, o: &PhpObject, name: &str, v: Value) -> Result<(), Fault> {
    vm.write_prop(&Value::Object(o.clone()), &Value::str(name), v)
}

/// php's `user_filter_factory_create`: an object of the registered class
/// (no constructor), its `filtername` and `params`, then `onCreate()`;
/// `None` when the class is missing or `onCreate()` returned false.
pub(super) fn create(
    vm: &mut Vm,
    func: &str,
    name: &[u8],
    class: &[u8],
    params: &Value,
) -> Result<Option<PhpObject>, Fault> {
    let Some(c) = vm.find_class(class)? else {
        vm.raise(
            ErrorLevel::Warning,
            &format!(
                "{func}(): User-filter \"{}\" requires class \"{}\", but that class is not defined",
                String::from_utf8_lossy(name),
                String::from_utf8_lossy(class)
            ),
        )?;
        return Ok(None);
    };
    let o = vm.instantiate(&c)?;
    set_prop(vm, &o, "filtername", Value::str(name.to_vec()))?;
    set_prop(vm, &o, "params", params.clone())?;
    let made = vm.call_obj_method(&o, "onCreate", Vec::new())?;
    if matches!(made, Value::Bool(false)) {
        return Ok(None);
    }
    Ok(Some(o))
}

/// Lets a filter go: a user filter's `onClose()`.
pub(super) fn dispose(vm: &mut Vm, f: Filter) -> Result<(), Fault> {
    if let Kind::User(o) = f.kind {
        vm.call_obj_method(&o, "onClose", Vec::new())?;
    }
    Ok(())
}

fn new_brigade(vm: &mut Vm, buckets: Vec<Vec<u8>>) -> (PhpResource, Rc<RefCell<VecDeque<Bucket>>>) {
    let list: VecDeque<Bucket> = buckets
        .into_iter()
        .map(|b| Rc::new(RefCell::new(b)))
        .collect();
    let list = Rc::new(RefCell::new(list));
    let id = vm.streams.take_id();
    let r = PhpResource::new(id, BRIGADE, Box::new(Brigade(list.clone())));
    (r, list)
}

/// Runs a user filter's `filter($in, $out, &$consumed, $closing)`.
pub(super) fn run(
    vm: &mut Vm,
    func: &str,
    obj: &PhpObject,
    stream: Option<PhpResource>,
    input: Vec<Vec<u8>>,
    closing: bool,
    consumed: Option<&mut i64>,
) -> Result<Outcome, Fault> {
    let has_stream = crate::classes::class_of(obj)
        .is_some_and(|c| c.prop_index.contains_key(&b"stream"[..]))
        || obj.0.props_ref().get_str(b"stream").is_some();
    if has_stream {
        let v = stream.map_or(Value::Null, Value::Resource);
        set_prop(vm, obj, "stream", v)?;
    }
    let (rin, lin) = new_brigade(vm, input);
    let (rout, lout) = new_brigade(vm, Vec::new());
    let cref = Reference::new(match &consumed {
        Some(c) => Value::Int(**c),
        None => Value::Null,
    });
    let args = vec![
        Value::Resource(rin.clone()),
        Value::Resource(rout.clone()),
        Value::Ref(cref.clone()),
        Value::Bool(closing),
    ];
    let ret = vm.call_obj_method(obj, "filter", args);
    rin.close();
    rout.close();
    let status = match ret {
        Ok(v) => v.to_int(),
        Err(f) => {
            if has_stream {
                let _ = set_prop(vm, obj, "stream", Value::Null);
            }
            return Err(f);
        }
    };
    if let Some(c) = consumed {
        *c = cref.get().to_int();
    }
    if !lin.borrow().is_empty() {
        lin.borrow_mut().clear();
        vm.raise(
            ErrorLevel::Warning,
            &format!("{func}(): Unprocessed filter buckets remaining on input brigade"),
        )?;
    }
    let out = if status == PASS_ON {
        lout.borrow_mut()
            .drain(..)
            .map(|b| b.borrow().clone())
            .collect()
    } else {
        Vec::new()
    };
    if has_stream {
        set_prop(vm, obj, "stream", Value::Null)?;
    }
    Ok(Outcome {
        status,
        out,
        seek: None,
    })
}

pub(super) static BUILTINS: &[EngineBuiltin] = &[
    engine!(
        "stream_bucket_make_writeable",
        [P::req("brigade", Mixed)],
        stream_bucket_make_writeable
    ),
    engine!(
        "stream_bucket_append",
        [P::req("brigade", Mixed), P::req("bucket", Mixed)],
        |vm, a| attach(vm, "stream_bucket_append", a, true)
    ),
    engine!(
        "stream_bucket_prepend",
        [P::req("brigade", Mixed), P::req("bucket", Mixed)],
        |vm, a| attach(vm, "stream_bucket_prepend", a, false)
    ),
    engine!(
        "stream_bucket_new",
        [P::req("stream", Mixed), P::req("buffer", Str)],
        stream_bucket_new
    ),
];

fn brigade_arg(
    vm: &mut Vm,
    func: &str,
    a: &[Value],
) -> Result<Rc<RefCell<VecDeque<Bucket>>>, Fault> {
    let r = super::super::file_fns::resource_arg(vm, func, "brigade", a)?;
    let list = if r.is_closed() {
        None
    } else {
        r.0.payload
            .borrow()
            .downcast_ref::<Brigade>()
            .map(|b| b.0.clone())
    };
    list.ok_or_else(|| {
        vm.throw_error(
            "TypeError",
            format!("{func}(): supplied resource is not a valid {BRIGADE} resource"),
        )
    })
}

/// The object php hands out for a bucket: `bucket`, `data`, `datalen`.
fn bucket_object(vm: &mut Vm, b: Bucket) -> Result<Value, Fault> {
    let class = vm
        .lookup_class(b"stdClass")
        .expect("stdClass is a built-in class");
    let o = vm.instantiate(&class)?;
    let id = vm.streams.take_id();
    let data = b.borrow().clone();
    let len = data.len() as i64;
    let r = PhpResource::new(id, BUCKET, Box::new(BucketRes(b)));
    {
        let mut props = o.0.props_mut();
        props.insert(ArrayKey::from_bytes(b"bucket"), Value::Resource(r));
        props.insert(ArrayKey::from_bytes(b"data"), Value::str(data));
        props.insert(ArrayKey::from_bytes(b"datalen"), Value::Int(len));
    }
    Ok(Value::Object(o))
}

fn stream_bucket_make_writeable(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let list = brigade_arg(vm, "stream_bucket_make_writeable", a)?;
    let first = list.borrow_mut().pop_front();
    match first {
        Some(b) => bucket_object(vm, b),
        None => Ok(Value::Null),
    }
}

fn attach(vm: &mut Vm, func: &str, a: &mut [Value], append: bool) -> Result<Value, Fault> {
    let obj = match a.get(1).map(Value::get) {
        Some(Value::Object(o)) => o,
        other => {
            let got = other.unwrap_or(Value::Null);
            let shown = match &got {
                Value::Resource(_) => "resource",
                v => v.debug_type(),
            };
            return Err(vm.throw_error(
                "TypeError",
                format!("{func}(): Argument #2 ($bucket) must be of type object, {shown} given"),
            ));
        }
    };
    let (bucket, data) = {
        let props = obj.0.props_ref();
        (
            props.get_str(b"bucket").map(Value::get),
            props.get_str(b"data").map(Value::get),
        )
    };
    let Some(bucket) = bucket else {
        return Err(vm.throw_error(
            "ValueError",
            format!(
                "{func}(): Argument #2 ($bucket) must be an object that has a \"bucket\" property"
            ),
        ));
    };
    let list = brigade_arg(vm, func, a)?;
    let b = match &bucket {
        Value::Resource(r) if !r.is_closed() => {
            r.0.payload
                .borrow()
                .downcast_ref::<BucketRes>()
                .map(|b| b.0.clone())
        }
        _ => None,
    };
    let Some(b) = b else {
        return Err(match bucket {
            Value::Resource(_) => vm.throw_error(
                "TypeError",
                format!("{func}(): supplied resource is not a valid {BUCKET} resource"),
            ),
            v => vm.throw_error(
                "TypeError",
                format!(
                    "{func}(): Argument #1 must be of type resource, {} given",
                    v.debug_type()
                ),
            ),
        });
    };
    if let Some(Value::Str(s)) = data {
        *b.borrow_mut() = s.as_bytes().to_vec();
    }
    let mut l = list.borrow_mut();
    // A bucket is on one brigade at a time.
    l.retain(|x| !Rc::ptr_eq(x, &b));
    if append {
        l.push_back(b);
    } else {
        l.push_front(b);
    }
    Ok(Value::Null)
}

fn stream_bucket_new(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    super::super::file_fns::stream_arg(vm, "stream_bucket_new", a)?;
    let data = a[1].to_php_str().as_bytes().to_vec();
    bucket_object(vm, Rc::new(RefCell::new(data)))
}
