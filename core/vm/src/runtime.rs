//! Per-request views of compiled code: a function's literals materialised
//! as values once, its static variables, its call-site cache; closures;
//! and what a call can target.

use crate::Slot;
use rphp_bytecode::{Function, Literal, Script};
use rphp_value::{ArrayKey, Builtin, Fault, PhpArray, PhpStr, Reference, Value};
use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

/// A script as one request sees it.
///
/// `ScriptRt` → `FuncRt` → `ScriptRt` (and a function's call-site cache or
/// statics holding functions) are reference cycles; [`ScriptRt::release`]
/// breaks them when the request ends (the VM's `Drop`).
pub struct ScriptRt {
    pub script: Arc<Script>,
    pub funcs: Vec<RefCell<Option<Rc<FuncRt>>>>,
    pub main: RefCell<Option<Rc<FuncRt>>>,
}

impl ScriptRt {
    pub fn new(script: Arc<Script>) -> Rc<ScriptRt> {
        let n = script.functions.len();
        Rc::new(ScriptRt {
            script,
            funcs: (0..n).map(|_| RefCell::new(None)).collect(),
            main: RefCell::new(None),
        })
    }

    pub fn main(self: &Rc<Self>) -> Rc<FuncRt> {
        self.main
            .borrow_mut()
            .get_or_insert_with(|| FuncRt::new(self.script.main.clone(), self.clone()))
            .clone()
    }

    pub fn func(self: &Rc<Self>, i: u32) -> Rc<FuncRt> {
        self.funcs[i as usize]
            .borrow_mut()
            .get_or_insert_with(|| {
                FuncRt::new(self.script.functions[i as usize].clone(), self.clone())
            })
            .clone()
    }

    /// Breaks the reference cycles through this script's functions (their
    /// call-site caches, static variables and the back pointer to the script),
    /// so everything is freed once the VM lets go. Called when the request ends.
    pub fn release(&self) {
        let funcs = self
            .funcs
            .iter()
            .filter_map(|c| c.borrow_mut().take())
            .chain(self.main.borrow_mut().take());
        for f in funcs {
            let sites = std::mem::take(&mut *f.sites.borrow_mut());
            let statics = std::mem::take(&mut *f.statics.borrow_mut());
            drop((sites, statics));
        }
    }
}

/// A function ready to run in this request.
pub struct FuncRt {
    pub code: Arc<Function>,
    pub script: Rc<ScriptRt>,
    pub lits: Vec<Slot>,
    /// `static` variables. Shared (`Rc`) because `Closure::call` runs a
    /// closure rebound to another scope on the closure's own statics.
    pub statics: Rc<RefCell<Vec<Option<Reference>>>>,
    /// Resolved targets of `InitCall` sites.
    pub sites: RefCell<Vec<Option<Callee>>>,
    cv_map: OnceCell<HashMap<Vec<u8>, u32>>,
    /// Calls need no per-argument work (no types, no variadics, no captured variables).
    pub simple: bool,
    /// `simple`, and the body starts with an instruction the hot loop runs:
    /// a `CallFn` there may enter it (fast_calls.rs).
    pub hot_call: bool,
    /// Some parameter is by reference.
    pub has_ref: bool,
    /// No declared parameter types and no variadics (closures may still capture).
    pub simple_params: bool,
    /// No variadic parameter: with arguments that already have their declared
    /// types (`calls::args_fit`), a call needs no per-argument work either.
    pub fixed_params: bool,
    /// Argument counts `CallFn` may copy straight into a new frame
    /// (`call_min..=call_max`: between the required and declared parameter
    /// counts, for a function with no variadic and no captured variables; an
    /// empty range otherwise). Precomputed so the call path reads one cache line.
    pub call_min: u32,
    pub call_max: u32,
    /// `code.params.len()` and `code.required`, here for the same reason
    /// (`DoCall` checks a closure's argument count with them).
    pub num_params: u32,
    pub required: u32,
    /// `code.num_slots`, here for the same reason.
    pub num_slots: u32,
    /// `code.cv_names.len()`: slots below it are variables, the rest temporaries.
    pub num_cvs: u32,
    /// The slot of `$this`, if the body uses it.
    pub this_slot: Option<u32>,
    /// The name is `Class::method`: the body runs in a class scope.
    pub is_method: bool,
    /// A closure whose body may ask for the called class (late static
    /// binding): only such a closure keeps the one it was made under.
    pub needs_called_class: bool,
    /// The body yields (a call makes a generator): only then does entering
    /// it as a closure record the closure object (see `closures::entered_closure`).
    pub is_generator: bool,
    /// A closure whose body yields: its generator keeps the closure object
    /// alive (as php's does), so calls to it must carry the object.
    pub generator_closure: bool,
    /// The class a method runs in (see `Vm::scope_class`), once found.
    pub scope: RefCell<Option<std::rc::Weak<crate::classes::ClassRt>>>,
    /// Inline cache of the property fast path (object_fast.rs), one entry per
    /// literal naming a property: the two classes last seen there (their
    /// addresses, most recent first) and the index in each one's `props` of
    /// the property found visible from this function. Classes live as long as
    /// the request and never change once declared, so an address names one
    /// class and its answer stays right.
    pub prop_ic: Box<[crate::object_fast::PropIc]>,
    /// The same for the method-call fast path: the classes' addresses and the
    /// methods found (entries of their `methods`, which never change either).
    pub method_ic: Box<[crate::object_fast::MethodIc]>,
}

impl FuncRt {
    pub fn new(code: Arc<Function>, script: Rc<ScriptRt>) -> Rc<FuncRt> {
        let lits = code.literals.iter().map(|l| Some(materialise(l))).collect();
        let nsites = code.call_sites.len();
        let nstatics = code.num_statics as usize;
        let simple_params = code.params.iter().all(|p| p.ty.is_none() && !p.variadic);
        let simple = simple_params && code.uses.is_empty();
        let has_ref = code.params.iter().any(|p| p.by_ref);
        let this_slot = code
            .cv_names
            .iter()
            .position(|n| &n[..] == b"this")
            .map(|i| i as u32);
        let fixed_params = !code.is_variadic();
        let (call_min, call_max) = if simple || (fixed_params && code.uses.is_empty()) {
            (code.required, code.params.len() as u32)
        } else {
            (1, 0)
        };
        let is_generator = code
            .code
            .iter()
            .any(|i| i.op == rphp_bytecode::Op::GenCreate);
        Rc::new(FuncRt {
            call_min,
            call_max,
            num_params: code.params.len() as u32,
            required: code.required,
            num_slots: code.num_slots,
            num_cvs: code.cv_names.len() as u32,
            this_slot,
            scope: RefCell::new(None),
            prop_ic: (0..code.literals.len())
                .map(|_| std::cell::Cell::new([(0, 0); 2]))
                .collect(),
            method_ic: (0..code.literals.len())
                .map(|_| std::cell::Cell::new([(0, std::ptr::null()); 2]))
                .collect(),
            is_method: code.name.windows(2).any(|w| w == b"::"),
            needs_called_class: code.is_closure && needs_called_class(&code),
            is_generator,
            generator_closure: code.is_closure && is_generator,
            simple,
            hot_call: simple
                && code
                    .code
                    .first()
                    .is_some_and(|i| crate::fast_loop::handles(i.op)),
            simple_params,
            fixed_params,
            has_ref,
            code,
            script,
            lits,
            statics: Rc::new(RefCell::new(vec![None; nstatics])),
            sites: RefCell::new(vec![None; nsites]),
            cv_map: OnceCell::new(),
        })
    }

    /// The slot of `$name`, if it is a compiled variable of this function.
    pub fn cv_slot(&self, name: &[u8]) -> Option<u32> {
        self.cv_map
            .get_or_init(|| {
                self.code
                    .cv_names
                    .iter()
                    .enumerate()
                    .map(|(i, n)| (n.to_vec(), i as u32))
                    .collect()
            })
            .get(name)
            .copied()
    }

    pub fn name(&self) -> &[u8] {
        &self.code.name
    }

    /// A closure's function name as php reports it in traces: `{closure}`
    /// in its namespace (`N\{closure}`), without the class it is bound to.
    /// The compiler names a closure written in a class `C::{closure}` (its
    /// namespace is then the class's); a copy rebound to another class
    /// (`Closure::bind`, a trait's closure) is `D::N\{closure}` with its
    /// own namespace spelled out, so that it survives the new class.
    pub fn closure_name(&self) -> Vec<u8> {
        let n = &self.code.name[..];
        let Some(p) = n.windows(2).position(|w| w == b"::") else {
            return n.to_vec();
        };
        let (class, rest) = (&n[..p], &n[p + 2..]);
        let compiled = self
            .script
            .script
            .functions
            .iter()
            .any(|f| Arc::ptr_eq(f, &self.code));
        if !compiled {
            return rest.to_vec();
        }
        let ns = class
            .iter()
            .rposition(|&b| b == b'\\')
            .map_or(&[][..], |i| &class[..=i]);
        [ns, rest].concat()
    }

    /// A copy of this function for a new closure object, with fresh `static`
    /// variables: php gives each closure object its own.
    pub fn closure_copy(&self) -> Rc<FuncRt> {
        FuncRt::new(self.code.clone(), self.script.clone())
    }

    /// The current values of the static variables, for a closure copied by
    /// `bind`/`bindTo`. A static also bound by reference elsewhere (the
    /// closure is running) stays shared, as php's array duplication keeps a
    /// reference held twice.
    pub fn statics_copy(&self) -> Vec<Option<Reference>> {
        self.statics
            .borrow()
            .iter()
            .map(|r| {
                r.as_ref().map(|r| {
                    if r.count() > 1 {
                        r.clone()
                    } else {
                        Reference::new(r.get())
                    }
                })
            })
            .collect()
    }

    /// This function's code run on `other`'s static variables
    /// (`Closure::call`).
    pub fn sharing_statics(mut f: Rc<FuncRt>, other: &FuncRt) -> Rc<FuncRt> {
        if let Some(m) = Rc::get_mut(&mut f) {
            m.statics = other.statics.clone();
        }
        f
    }
}

/// A literal as a request value.
pub fn materialise(l: &Literal) -> Value {
    match l {
        Literal::Null => Value::Null,
        Literal::Bool(b) => Value::Bool(*b),
        Literal::Int(i) => Value::Int(*i),
        Literal::Float(f) => Value::Float(*f),
        Literal::Str(s) => Value::Str(PhpStr::from(&s[..])),
        Literal::Array(items) => {
            let mut a = PhpArray::with_capacity(items.len());
            for (k, v) in items.iter() {
                let v = materialise(v);
                match k {
                    None => {
                        let _ = a.push(v);
                    }
                    Some(Literal::Int(i)) => a.insert(ArrayKey::Int(*i), v),
                    Some(Literal::Str(s)) => a.insert(ArrayKey::from_bytes(s), v),
                    Some(_) => {
                        let _ = a.push(v);
                    }
                }
            }
            Value::Array(a)
        }
    }
}

/// A closure object's data (see `closures.rs`).
#[derive(Clone)]
pub struct ClosureData {
    /// The PHP function it runs (None for a closure over a builtin).
    pub func: Option<Rc<FuncRt>>,
    /// Captured variables, in the order of the function's `uses`.
    pub bound: RefCell<Vec<Slot>>,
    /// `$this` it was bound to (`bindTo`, a method's first-class callable).
    pub this: Option<rphp_value::PhpObject>,
    /// The class scope it was bound to, when not the one it was written in.
    pub scope: Option<Vec<u8>>,
    /// A builtin it calls (`strlen(...)`).
    pub native: Option<Callee>,
}

/// A builtin that needs the VM itself.
pub type EngineFn = fn(&mut crate::vm::Vm, &mut [Value]) -> Result<Value, Fault>;

#[derive(Clone, Copy)]
pub struct EngineBuiltin {
    pub name: &'static str,
    pub params: &'static [rphp_value::ParamSpec],
    pub func: EngineFn,
}

/// What a call resolves to.
#[derive(Clone)]
pub enum Callee {
    User(Rc<FuncRt>),
    Closure(Rc<FuncRt>, Value),
    Builtin(&'static Builtin),
    Engine(&'static EngineBuiltin),
}

impl Callee {
    pub fn params_len(&self) -> usize {
        match self {
            Callee::User(f) | Callee::Closure(f, _) => f.code.params.len(),
            Callee::Builtin(b) => b.params.len(),
            Callee::Engine(b) => b.params.len(),
        }
    }

    /// Whether argument `i` (0-based) is passed by reference.
    pub fn arg_by_ref(&self, i: usize) -> bool {
        match self {
            Callee::User(f) | Callee::Closure(f, _) => {
                let p = &f.code.params;
                match p.get(i) {
                    Some(p) => p.by_ref,
                    None => p.last().is_some_and(|l| l.variadic && l.by_ref),
                }
            }
            Callee::Builtin(b) => spec_by_ref(b.params, i),
            Callee::Engine(b) => spec_by_ref(b.params, i),
        }
    }

    /// Whether argument `i` is a builtin's prefer-reference parameter, which
    /// takes non-variables by value without complaint.
    pub fn arg_prefer_ref(&self, i: usize) -> bool {
        let params = match self {
            Callee::Builtin(b) => b.params,
            Callee::Engine(b) => b.params,
            _ => return false,
        };
        match params.get(i) {
            Some(p) => p.prefer_ref,
            None => params.last().is_some_and(|l| l.variadic && l.prefer_ref),
        }
    }

    pub fn has_by_ref(&self) -> bool {
        match self {
            Callee::User(f) | Callee::Closure(f, _) => f.has_ref,
            Callee::Builtin(b) => b.params.iter().any(|p| p.by_ref),
            Callee::Engine(b) => b.params.iter().any(|p| p.by_ref),
        }
    }

    pub fn param_name(&self, i: usize) -> String {
        match self {
            Callee::User(f) | Callee::Closure(f, _) => f
                .code
                .params
                .get(i)
                .or(f.code.params.last())
                .map(|p| String::from_utf8_lossy(&p.name).into_owned())
                .unwrap_or_default(),
            Callee::Builtin(b) => b
                .params
                .get(i)
                .or(b.params.last())
                .map(|p| p.name.to_string())
                .unwrap_or_default(),
            Callee::Engine(b) => b
                .params
                .get(i)
                .or(b.params.last())
                .map(|p| p.name.to_string())
                .unwrap_or_default(),
        }
    }

    pub fn display_name(&self) -> String {
        match self {
            Callee::User(f) | Callee::Closure(f, _) => {
                String::from_utf8_lossy(f.name()).into_owned()
            }
            Callee::Builtin(b) => b.name.to_string(),
            Callee::Engine(b) => b.name.to_string(),
        }
    }
}

fn spec_by_ref(p: &[rphp_value::ParamSpec], i: usize) -> bool {
    match p.get(i) {
        Some(p) => p.by_ref,
        None => p.last().is_some_and(|l| l.variadic && l.by_ref),
    }
}

/// Whether a closure's body may use the called class: it names `static`
/// (`static::`, `new static`, `instanceof static`, a `'static::m'`
/// callable), asks for it (`get_called_class()`, `forward_static_call*`),
/// returns `: static`, or makes closures (which inherit it).
fn needs_called_class(code: &Function) -> bool {
    let names_it = |s: &[u8]| {
        s.eq_ignore_ascii_case(b"static")
            || s.eq_ignore_ascii_case(b"get_called_class")
            || (s.len() >= 19 && s[..19].eq_ignore_ascii_case(b"forward_static_call"))
            || s.windows(8).any(|w| w.eq_ignore_ascii_case(b"static::"))
    };
    code.literals
        .iter()
        .any(|l| matches!(l, Literal::Str(s) if names_it(s)))
        || code
            .return_type
            .as_ref()
            .is_some_and(|t| t.mask & rphp_bytecode::ty::STATIC != 0)
        || code
            .code
            .iter()
            .any(|i| i.op == rphp_bytecode::Op::MakeClosure)
        || code
            .call_sites
            .iter()
            .any(|c| names_it(&c.lc_name) || c.fallback.as_deref().is_some_and(names_it))
}
