//! The built-in Throwable classes as real classes: an exception is an object
//! whose `internal` slot holds its [`ThrowableData`] (message, code, file,
//! line, trace, previous) and whose property table mirrors php's
//! (`message:protected`, `string:"Exception":private`, ...), so user classes
//! can extend `Exception`/`Error`, read `$this->message`, and var_dump shows
//! what php shows.

use crate::classes::{ClassRt, PropRt};
use crate::errors::{canonical_class, class_parents, ThrowableData};
use crate::vm::Vm;
use rphp_bytecode::class::{flags, PRIVATE, PROTECTED};
use rphp_value::object::{mangle, Visibility};
use rphp_value::{ArrayKey, ClassInfo, Fault, PhpArray, PhpObject, PhpStr, Value};
use std::rc::Rc;

const PROPS: &[(&str, bool)] = &[
    ("message", false),
    ("string", true),
    ("code", false),
    ("file", false),
    ("line", false),
    ("trace", true),
    ("previous", true),
];

fn key(name: &str, private_of: Option<&str>) -> PhpStr {
    match private_of {
        Some(c) => mangle(name.as_bytes(), Visibility::Private, c.as_bytes()).into(),
        None => mangle(name.as_bytes(), Visibility::Protected, b"").into(),
    }
}

impl Vm {
    /// Builds a built-in throwable class (or the Throwable interface) on first use.
    pub(crate) fn builtin_throwable_class(&mut self, lc: &[u8]) -> Option<Rc<ClassRt>> {
        let name = String::from_utf8_lossy(lc).into_owned();
        if lc == b"throwable" {
            let mut c = ClassRt::builtin("Throwable", flags::INTERFACE);
            c.ancestry.insert(b"stringable".to_vec());
            let c = Rc::new(c);
            self.classes.map.insert(lc.to_vec(), c.clone());
            return Some(c);
        }
        let canon = canonical_class(&name)?;
        let parents = class_parents(canon);
        let parent = match parents.first() {
            Some(p) if *p != "Throwable" => Some(self.lookup_class(p.as_bytes())?),
            _ => None,
        };
        // php makes FiberError final (and only the engine creates one).
        let fl = if canon == "FiberError" || canon.starts_with("Random\\") {
            flags::FINAL
        } else {
            0
        };
        let mut c = ClassRt::builtin(canon, fl);
        for p in parents {
            c.ancestry.insert(p.to_ascii_lowercase().into_bytes());
        }
        c.ancestry.insert(b"stringable".to_vec());
        c.parent = parent.clone();
        match &parent {
            Some(p) => {
                c.props = p.props.clone();
                c.prop_index = p.prop_index.clone();
            }
            None => {
                for (n, private) in PROPS {
                    let k = key(n, private.then_some(canon));
                    c.props.push(PropRt {
                        name: n.as_bytes().to_vec(),
                        key: k,
                        vis: if *private { PRIVATE } else { PROTECTED },
                        declaring: canon.as_bytes().to_vec(),
                        default: None,
                        ty: None,
                        readonly: false,
                    });
                    c.prop_index
                        .insert(n.as_bytes().to_vec(), c.props.len() - 1);
                }
            }
        }
        let c = Rc::new(c);
        self.classes.map.insert(lc.to_vec(), c.clone());
        Some(c)
    }

    /// The root class (`Exception` or `Error`) whose private properties an object carries.
    fn throwable_root(class: &ClassRt) -> &'static str {
        if class.is_subclass_of(b"Exception") {
            "Exception"
        } else {
            "Error"
        }
    }

    /// A throwable object for `data` (its class is `data.class`, built-in or user).
    pub(crate) fn throwable_object(&mut self, data: ThrowableData) -> Value {
        let class = match self.lookup_class(data.class.as_bytes()) {
            Some(c) => c,
            None => self.lookup_class(b"Exception").expect("Exception"),
        };
        let o = PhpObject::new(class.clone(), PhpArray::new());
        let mut data = data;
        self.wrap_hidden(&mut data.trace);
        *o.0.internal.borrow_mut() = Some(Box::new(data));
        self.sync_props(&o, &class);
        Value::Object(o)
    }

    /// Writes the data's fields into the property table.
    fn sync_props(&mut self, o: &PhpObject, class: &ClassRt) {
        let root = Self::throwable_root(class);
        let Some(t) = crate::errors::throwable_data(&Value::Object(o.clone())).map(|t| t.clone())
        else {
            return;
        };
        let mut props = o.0.props_mut();
        let mut table = PhpArray::new();
        // Declared order: the class's own properties (user ones too), throwable ones in place.
        for p in &class.props {
            let v = match p.name.as_slice() {
                b"message" if p.declaring.eq_ignore_ascii_case(root.as_bytes()) => {
                    Value::Str(t.message.clone())
                }
                b"string"
                    if p.vis == PRIVATE && p.declaring.eq_ignore_ascii_case(root.as_bytes()) =>
                {
                    Value::Str(PhpStr::new())
                }
                b"code" if p.declaring.eq_ignore_ascii_case(root.as_bytes()) => Value::Int(t.code),
                b"file" if p.declaring.eq_ignore_ascii_case(root.as_bytes()) => {
                    Value::Str(PhpStr::from(t.file.clone()))
                }
                b"line" if p.declaring.eq_ignore_ascii_case(root.as_bytes()) => {
                    Value::Int(t.line as i64)
                }
                b"trace"
                    if p.vis == PRIVATE && p.declaring.eq_ignore_ascii_case(root.as_bytes()) =>
                {
                    trace_array(&t.trace)
                }
                b"previous"
                    if p.vis == PRIVATE && p.declaring.eq_ignore_ascii_case(root.as_bytes()) =>
                {
                    t.previous.clone().unwrap_or(Value::Null)
                }
                _ => match props.get_str(p.key.as_bytes()) {
                    Some(v) => v.clone(),
                    None => continue,
                },
            };
            table.insert(ArrayKey::Str(p.key.clone()), v);
        }
        for (k, v) in props.iter() {
            if table.get(&k).is_none() {
                table.insert(k.clone(), v.clone());
            }
        }
        *props = table;
    }

    /// Gives a freshly instantiated throwable (`new MyException`) its data.
    pub(crate) fn init_throwable(&mut self, o: &PhpObject, class: &Rc<ClassRt>) {
        let (file, line) = self.location();
        let mut trace = self.capture_trace();
        self.wrap_hidden(&mut trace);
        let data = ThrowableData {
            class: class.name_str(),
            message: PhpStr::new(),
            code: 0,
            file,
            line,
            trace,
            previous: None,
            severity: 0,
        };
        *o.0.internal.borrow_mut() = Some(Box::new(data));
        self.sync_props(o, class);
    }

    /// Copies `$this->message` / `$this->code` (which user code may have set) into the data.
    pub(crate) fn sync_from_props(&mut self, v: &Value) {
        let Value::Object(o) = v else { return };
        let props = o.props();
        let mut internal = o.0.internal.borrow_mut();
        let Some(t) = internal
            .as_mut()
            .and_then(|b| b.downcast_mut::<ThrowableData>())
        else {
            return;
        };
        if let Some(m) = props.get_str(b"\0*\0message") {
            t.message = rphp_value::convert::to_str(&m.get());
        }
        if let Some(c) = props.get_str(b"\0*\0code") {
            t.code = c.get().to_int();
        }
        if let Some(Value::Str(f)) = props.get_str(b"\0*\0file").map(|v| v.get()) {
            t.file = f.as_bytes().to_vec();
        }
        if let Some(l) = props.get_str(b"\0*\0line") {
            t.line = l.get().to_int() as u32;
        }
    }

    /// `Exception::__construct($message = "", $code = 0, $previous = null)` and the
    /// other built-in methods, for objects of built-in or user throwable classes.
    pub fn throwable_call(
        &mut self,
        obj: Value,
        name: Value,
        args: &[Value],
    ) -> Result<Value, Fault> {
        let lc = name.to_php_str().as_bytes().to_ascii_lowercase();
        if lc == b"__construct" {
            if let Value::Object(o) = &obj {
                let is_ee = o.instance_of(b"ErrorException");
                let msg = match args.first() {
                    Some(v) => self.str_conv(&v.get())?,
                    None => PhpStr::new(),
                };
                let code = args.get(1).map(|v| v.get().to_int()).unwrap_or(0);
                let prev_i = if is_ee { 5 } else { 2 };
                let previous = args.get(prev_i).map(|v| v.get()).filter(|v| !v.is_null());
                let severity = if is_ee {
                    args.get(2).map(|v| v.get().to_int()).unwrap_or(1)
                } else {
                    0
                };
                {
                    let mut internal = o.0.internal.borrow_mut();
                    if let Some(t) = internal
                        .as_mut()
                        .and_then(|b| b.downcast_mut::<ThrowableData>())
                    {
                        t.message = msg;
                        t.code = code;
                        t.previous = previous;
                        t.severity = severity;
                    }
                }
                if let Some(c) = crate::classes::class_of(o).map(|c| c.name.clone()) {
                    if let Some(class) = self.lookup_class(&c) {
                        self.sync_props(o, &class);
                    }
                }
            }
            return Ok(Value::Null);
        }
        self.sync_from_props(&obj);
        self.throwable_method(obj, name)
    }
}

/// The `trace` array of a throwable as `getTrace()` returns it and as its
/// private `trace` property shows (the arguments included: php's default
/// `zend.exception_ignore_args=0`, which also keeps them alive).
pub(crate) fn trace_array(trace: &[crate::errors::TraceEntry]) -> Value {
    fn s(v: impl Into<PhpStr>) -> Value {
        Value::Str(v.into())
    }
    let mut out = PhpArray::new();
    for e in trace {
        let mut fr = PhpArray::new();
        // A frame called from "[internal function]" has no file and line.
        if !(e.file.is_empty() && e.line == 0) {
            fr.insert(ArrayKey::from_bytes(b"file"), s(e.file.clone()));
            fr.insert(ArrayKey::from_bytes(b"line"), Value::Int(e.line as i64));
        }
        let split = e
            .function
            .split_once("->")
            .map(|(c, f)| (c, "->", f))
            .or_else(|| e.function.split_once("::").map(|(c, f)| (c, "::", f)));
        match split {
            Some((class, kind, func)) => {
                fr.insert(ArrayKey::from_bytes(b"function"), s(func));
                fr.insert(ArrayKey::from_bytes(b"class"), s(class));
                fr.insert(ArrayKey::from_bytes(b"type"), s(kind));
            }
            None => {
                fr.insert(ArrayKey::from_bytes(b"function"), s(e.function.as_str()));
            }
        }
        fr.insert(ArrayKey::from_bytes(b"args"), e.args_array());
        let _ = out.push(Value::Array(fr));
    }
    Value::Array(out)
}

/// php's `zend_exception_set_previous`: `add` goes at the end of `ex`'s
/// `previous` chain, unless `ex` (or a link of its chain) is already in
/// `add`'s chain, which would make a cycle.
pub(crate) fn append_previous(ex: &Value, add: Value) {
    let same = |a: &Value, b: &Value| match (a, b) {
        (Value::Object(x), Value::Object(y)) => x.ptr_eq(y),
        _ => false,
    };
    if same(ex, &add) {
        return;
    }
    let mut cur = ex.clone();
    loop {
        let mut anc = crate::errors::throwable_data(&add).and_then(|t| t.previous.clone());
        while let Some(a) = anc {
            if same(&a, &cur) {
                return;
            }
            anc = crate::errors::throwable_data(&a).and_then(|t| t.previous.clone());
        }
        let next = crate::errors::throwable_data(&cur).and_then(|t| t.previous.clone());
        match next {
            Some(n) => cur = n,
            None => {
                let Value::Object(o) = &cur else { return };
                let mut internal = o.0.internal.borrow_mut();
                if let Some(t) = internal
                    .as_mut()
                    .and_then(|b| b.downcast_mut::<ThrowableData>())
                {
                    t.previous = Some(add);
                }
                return;
            }
        }
    }
}
