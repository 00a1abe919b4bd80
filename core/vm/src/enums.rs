//! Enums: a class whose instances are its cases, one object per case,
//! created the first time the case is used (as php does, so object ids
//! match). Cases are class constants; a case object has the readonly
//! properties `name` (and `value` for a backed enum). The built-in static
//! methods `cases()`, `from()` and `tryFrom()` are engine builtins named
//! `Enum::method`, so arity errors, argument coercion and stack traces read
//! as php's.

use crate::classes::{ClassRt, ConstRt, Lazy, PropRt};
use crate::runtime::{Callee, EngineBuiltin, ScriptRt};
use crate::vm::Vm;
use rphp_bytecode::class::{ClassDecl, EnumBacking, Init, PUBLIC};
use rphp_bytecode::{ty, Literal, TypeDecl};
use rphp_value::ParamSpec as P;
use rphp_value::ParamType;
use rphp_value::{ArrayKey, Fault, PhpArray, PhpObject, PhpStr, Value};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// One case of an enum at run time.
#[derive(Clone)]
pub struct EnumCaseRt {
    pub name: Vec<u8>,
    /// The backing value expression (backed enums).
    pub value: Option<Lazy>,
    /// The case object once created (shared with the case's class constant).
    pub obj: Rc<RefCell<Option<Value>>>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Builtin {
    Cases,
    From,
    TryFrom,
}

static INT_PARAM: &[P] = &[P::req("value", ParamType::Int)];
static STR_PARAM: &[P] = &[P::req("value", ParamType::String)];

/// (enum name, method, int-backed) → its builtin.
type BuiltinCache = HashMap<(Vec<u8>, Builtin, bool), &'static EngineBuiltin>;

thread_local! {
    /// The engine builtins of each enum's methods, made once per name (their
    /// names must be `'static` for traces and error messages).
    static BUILTINS: RefCell<BuiltinCache> = RefCell::new(HashMap::new());
}

fn builtin_for(class: &ClassRt, which: Builtin) -> &'static EngineBuiltin {
    let int = class.backing == Some(EnumBacking::Int);
    let key = (class.name.clone(), which, int);
    BUILTINS.with(|m| {
        *m.borrow_mut().entry(key).or_insert_with(|| {
            let method = match which {
                Builtin::Cases => "cases",
                Builtin::From => "from",
                Builtin::TryFrom => "tryFrom",
            };
            let name: &'static str =
                Box::leak(format!("{}::{method}", class.name_str()).into_boxed_str());
            let (params, func): (&'static [P], crate::runtime::EngineFn) = match which {
                Builtin::Cases => (&[], enum_cases),
                Builtin::From => (if int { INT_PARAM } else { STR_PARAM }, enum_from),
                Builtin::TryFrom => (if int { INT_PARAM } else { STR_PARAM }, enum_try_from),
            };
            Box::leak(Box::new(EngineBuiltin { name, params, func }))
        })
    })
}

/// Magic methods an enum may not declare (they would give cases state).
const FORBIDDEN_MAGIC: &[&[u8]] = &[
    b"__construct",
    b"__destruct",
    b"__clone",
    b"__get",
    b"__set",
    b"__unset",
    b"__isset",
    b"__tostring",
    b"__debuginfo",
    b"__serialize",
    b"__unserialize",
    b"__sleep",
    b"__wakeup",
    b"__set_state",
];

fn builtin_for_name(backed: bool, lc: &[u8]) -> bool {
    lc == b"cases" || (backed && (lc == b"from" || lc == b"tryfrom"))
}

/// The built-in methods an enum has (`cases`, and `from`/`tryFrom` when backed).
pub fn builtin_names(class: &ClassRt) -> &'static [&'static str] {
    if class.flags & rphp_bytecode::class::flags::ENUM == 0 {
        &[]
    } else if class.backing.is_some() {
        &["cases", "from", "tryFrom"]
    } else {
        &["cases"]
    }
}

fn string_type() -> TypeDecl {
    TypeDecl {
        mask: ty::STRING,
        classes: Vec::new(),
        display: "string".into(),
    }
}

impl Vm {
    /// Adds an enum's cases, its `name`/`value` properties and its interfaces.
    pub(crate) fn build_enum(
        &mut self,
        class: &mut ClassRt,
        d: &ClassDecl,
        rt: &Rc<ScriptRt>,
    ) -> Result<(), Fault> {
        let file = rt.script.path.to_vec();
        for m in &d.methods {
            let lc = m.name.to_ascii_lowercase();
            let msg = if FORBIDDEN_MAGIC.contains(&&lc[..]) {
                format!(
                    "Enum {} cannot include magic method {}",
                    class.name_str(),
                    String::from_utf8_lossy(&m.name)
                )
            } else if builtin_for_name(d.backing.is_some(), &lc) {
                format!(
                    "Cannot redeclare {}::{}()",
                    class.name_str(),
                    String::from_utf8_lossy(&m.name)
                )
            } else {
                continue;
            };
            return Err(self.fatal_at(&msg, &file, d.line));
        }
        class.backing = d.backing;
        class.ancestry.insert(b"unitenum".to_vec());
        let mut props = vec![(b"name".to_vec(), string_type())];
        if let Some(b) = d.backing {
            class.ancestry.insert(b"backedenum".to_vec());
            let (mask, display) = match b {
                EnumBacking::Int => (ty::INT, "int"),
                EnumBacking::String => (ty::STRING, "string"),
            };
            props.push((
                b"value".to_vec(),
                TypeDecl {
                    mask,
                    classes: Vec::new(),
                    display: display.into(),
                },
            ));
        }
        for (name, t) in props {
            class.props.push(PropRt {
                key: PhpStr::from(name.clone()),
                name: name.clone(),
                vis: PUBLIC,
                declaring: class.name.clone(),
                default: None,
                ty: Some(t),
                readonly: true,
            });
            class.prop_index.insert(name, class.props.len() - 1);
        }
        for c in &d.cases {
            let obj = Rc::new(RefCell::new(None));
            let value = c.value.as_ref().map(|init| Lazy {
                init: init.clone(),
                script: rt.clone(),
                value: Rc::new(RefCell::new(match init {
                    Init::Lit(l) => Some(crate::runtime::materialise(l)),
                    Init::Func(_) => None,
                })),
            });
            class.cases.push(EnumCaseRt {
                name: c.name.to_vec(),
                value,
                obj: obj.clone(),
            });
            class.consts.insert(
                c.name.to_vec(),
                ConstRt {
                    value: Lazy {
                        init: Init::Lit(Literal::Null),
                        script: rt.clone(),
                        value: obj,
                    },
                    vis: PUBLIC,
                    declaring: class.name.clone(),
                    is_case: true,
                },
            );
        }
        Ok(())
    }

    /// The object of case `i` of `class`, created on first use.
    pub(crate) fn enum_case(&mut self, class: &Rc<ClassRt>, i: usize) -> Result<Value, Fault> {
        let case = class.cases[i].clone();
        if let Some(v) = case.obj.borrow().as_ref() {
            return Ok(v.clone());
        }
        let mut props = PhpArray::new();
        props.insert(
            ArrayKey::Str(PhpStr::from("name")),
            Value::Str(PhpStr::from(case.name.clone())),
        );
        if let Some(l) = &case.value {
            let v = self.eval_lazy(l)?;
            props.insert(ArrayKey::Str(PhpStr::from("value")), v);
        }
        let v = Value::Object(PhpObject::new(class.clone(), props));
        *case.obj.borrow_mut() = Some(v.clone());
        Ok(v)
    }

    /// Makes sure the case constant `name` of an enum holds its object.
    pub fn ensure_enum_case(&mut self, class: &Rc<ClassRt>, name: &[u8]) -> Result<(), Fault> {
        if let Some(i) = class.cases.iter().position(|c| c.name == name) {
            self.enum_case(class, i)?;
        }
        Ok(())
    }

    /// `Enum::cases()`, `Enum::from()`, `Enum::tryFrom()` when `class` is an enum.
    pub(crate) fn enum_builtin(&self, class: &ClassRt, method: &[u8]) -> Option<Callee> {
        if class.flags & rphp_bytecode::class::flags::ENUM == 0 {
            return None;
        }
        let which = match &method.to_ascii_lowercase()[..] {
            b"cases" => Builtin::Cases,
            b"from" if class.backing.is_some() => Builtin::From,
            b"tryfrom" if class.backing.is_some() => Builtin::TryFrom,
            _ => return None,
        };
        Some(Callee::Engine(builtin_for(class, which)))
    }

    /// The enum whose builtin is running (from the builtin's name, `Enum::method`).
    fn running_enum(&mut self) -> Result<Rc<ClassRt>, Fault> {
        let name = self.native.last().map(|n| n.0).unwrap_or("");
        let class = name.rsplit_once("::").map(|(c, _)| c).unwrap_or(name);
        match self.lookup_class(class.as_bytes()) {
            Some(c) => Ok(c),
            None => Err(self.throw_error("Error", format!("Class \"{class}\" not found"))),
        }
    }

    fn enum_lookup(&mut self, v: &Value, try_: bool) -> Result<Value, Fault> {
        let class = self.running_enum()?;
        // php first evaluates all of the enum's constants, so every case
        // object exists (and has its object id) after the first lookup.
        for i in 0..class.cases.len() {
            self.enum_case(&class, i)?;
        }
        for i in 0..class.cases.len() {
            let Some(l) = class.cases[i].value.clone() else {
                continue;
            };
            let cv = self.eval_lazy(&l)?;
            let hit = match (&cv, v) {
                (Value::Int(a), Value::Int(b)) => a == b,
                (Value::Str(a), Value::Str(b)) => a.as_bytes() == b.as_bytes(),
                _ => false,
            };
            if hit {
                return self.enum_case(&class, i);
            }
        }
        if try_ {
            return Ok(Value::Null);
        }
        let shown = match v {
            Value::Str(s) => format!("\"{}\"", s.to_string_lossy()),
            Value::Int(i) => i.to_string(),
            other => other.to_php_str().to_string_lossy(),
        };
        let msg = format!(
            "{shown} is not a valid backing value for enum {}",
            class.name_str()
        );
        Err(self.throw_error("ValueError", msg))
    }
}

fn enum_cases(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let class = vm.running_enum()?;
    let mut out = Vec::with_capacity(class.cases.len());
    for i in 0..class.cases.len() {
        out.push(vm.enum_case(&class, i)?);
    }
    Ok(Value::list(out))
}

fn enum_from(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a[0].get();
    vm.enum_lookup(&v, false)
}

fn enum_try_from(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let v = a[0].get();
    vm.enum_lookup(&v, true)
}
