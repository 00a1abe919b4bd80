//! `ReflectionFunctionAbstract`, `ReflectionFunction` (named functions,
//! closures, builtins) and `ReflectionMethod`: signatures from the compiled
//! `Function`, calls through the VM's ordinary call path.

#[allow(unused_imports)]
use super::prelude::*;

use super::internal_methods::IMethod;
use super::{closure_this, lossy, s, target, Refl};
use crate::classes::{ClassRt, MethodRt};
use crate::runtime::{Callee, FuncRt};
use crate::vm::Vm;
use rphp_bytecode::class::PUBLIC;
use rphp_bytecode::Op;
use rphp_value::{Fault, PhpStr, Value};
use std::rc::Rc;

/// A function `ReflectionFunction` reflects.
#[derive(Clone)]
pub(crate) enum FnRef {
    User(Rc<FuncRt>),
    /// A closure object (its function, if it runs PHP code).
    Closure(Value, Option<Rc<FuncRt>>),
    /// A builtin (`Callee::Builtin` or `Callee::Engine`).
    Builtin(Callee),
}

/// What the shared methods of `ReflectionFunctionAbstract` look at.
pub(super) struct View {
    pub func: Option<Rc<FuncRt>>,
    pub builtin: Option<Callee>,
    pub closure: Option<Value>,
    pub method: Option<(Rc<ClassRt>, MethodRt)>,
    /// A built-in class's method (the class asked, php's row).
    pub internal: Option<(Rc<ClassRt>, Rc<IMethod>)>,
}

pub(super) fn view(r: &Refl) -> Option<View> {
    Some(match r {
        Refl::Function(FnRef::User(f)) => View {
            func: Some(f.clone()),
            builtin: None,
            closure: None,
            method: None,
            internal: None,
        },
        Refl::Function(FnRef::Closure(c, f)) => View {
            func: f.clone(),
            builtin: crate::closures::closure_data(c).and_then(|d| d.native.clone()),
            closure: Some(c.clone()),
            method: None,
            internal: None,
        },
        Refl::Function(FnRef::Builtin(b)) => View {
            func: None,
            builtin: Some(b.clone()),
            closure: None,
            method: None,
            internal: None,
        },
        Refl::Method(c, m) => View {
            func: Some(m.func.clone()),
            builtin: None,
            closure: None,
            method: Some((c.clone(), m.clone())),
            internal: None,
        },
        Refl::InternalMethod(c, m) => View {
            func: None,
            builtin: None,
            closure: None,
            method: None,
            internal: Some((c.clone(), m.clone())),
        },
        _ => return None,
    })
}

impl View {
    /// The name php reports (`f`, `NS\f`, `{closure}`, `method`).
    pub(super) fn name(&self) -> Vec<u8> {
        if let Some((_, m)) = &self.method {
            return m.name.clone();
        }
        if let Some((_, m)) = &self.internal {
            return m.name.as_bytes().to_vec();
        }
        if let Some(f) = &self.func {
            // Closures (`{closure}`) and methods made callables are named without their class.
            let n = f.name();
            if let Some(p) = n.windows(2).rposition(|w| w == b"::") {
                return n[p + 2..].to_vec();
            }
            return n.to_vec();
        }
        if let Some(Callee::Engine(b)) = &self.builtin {
            // A closure over `__call`: the method it stands for.
            if crate::objects::is_magic_trampoline(b) {
                let d = self
                    .closure
                    .as_ref()
                    .and_then(crate::closures::closure_data);
                if let Some(Some(n)) = d.as_ref().and_then(|d| d.bound.borrow().get(1).cloned()) {
                    return n.to_php_str().as_bytes().to_vec();
                }
            }
        }
        match &self.builtin {
            Some(b) => b.display_name().into_bytes(),
            None => Vec::new(),
        }
    }
}

/// Whether a method was declared `final` (read from its class declaration).
pub(crate) fn method_is_final(m: &MethodRt) -> bool {
    let script = &m.func.script.script;
    script.classes.iter().any(|c| {
        c.methods.iter().any(|d| {
            d.is_final
                && script
                    .functions
                    .get(d.func as usize)
                    .is_some_and(|f| std::sync::Arc::ptr_eq(f, &m.func.code))
        })
    })
}

pub(super) fn call(vm: &mut Vm, a: &mut [Value], m: &str) -> Result<Value, Fault> {
    let is_method = a
        .first()
        .is_some_and(|o| matches!(o, Value::Object(o) if o.instance_of(b"ReflectionMethod")));
    if m == "__construct" {
        return if is_method {
            construct_method(vm, a)
        } else {
            construct_function(vm, a)
        };
    }
    let r = vm.refl_get(a)?;
    let Some(v) = view(&r) else {
        return Ok(Value::Null);
    };
    let cls = if is_method {
        "ReflectionMethod"
    } else {
        "ReflectionFunction"
    };
    if let Some((c, im)) = &v.internal {
        if let Some(r) = internal_method_call(vm, a, m, c, im)? {
            return Ok(r);
        }
    }
    let arg = |i: usize| a.get(i).map(|v| v.get()).unwrap_or(Value::Null);
    let code = v.func.as_ref().map(|f| f.code.clone());
    Ok(match m {
        "getName" => s(v.name()),
        "getShortName" | "getNamespaceName" | "inNamespace" => {
            let n = v.name();
            let cut = if v.method.is_some() {
                None
            } else {
                n.iter().rposition(|&b| b == b'\\')
            };
            match (m, cut) {
                ("getShortName", Some(p)) => s(&n[p + 1..]),
                ("getShortName", None) => s(&n),
                ("getNamespaceName", Some(p)) => s(&n[..p]),
                ("getNamespaceName", None) => s(b""),
                (_, p) => Value::Bool(p.is_some()),
            }
        }
        "getParameters" => {
            let n = super::param::count(&v);
            let owner = super::param::Owner::of(&r);
            let mut out = Vec::with_capacity(n);
            for i in 0..n {
                out.push(vm.refl_param_object(&owner, i));
            }
            super::list(out)
        }
        "getNumberOfParameters" => Value::Int(super::param::count(&v) as i64),
        "getNumberOfRequiredParameters" => Value::Int(super::param::required(&v) as i64),
        "getReturnType" => match (code.as_ref(), builtin_sig(&v)) {
            (Some(c), _) => match c.return_type.clone() {
                Some(t) => vm.refl_type_object(&t.display),
                None => Value::Null,
            },
            (None, Some(sig)) if !sig.ret.is_empty() => vm.refl_type_object_as_written(sig.ret),
            _ => Value::Null,
        },
        "hasReturnType" => Value::Bool(match code.as_ref() {
            Some(c) => c.return_type.is_some(),
            None => builtin_sig(&v).is_some_and(|s| !s.ret.is_empty()),
        }),
        "isVariadic" => Value::Bool(match (&code, &v.builtin) {
            (Some(c), _) => c.is_variadic(),
            (None, Some(b)) => builtin_params(b).last().is_some_and(|p| p.variadic),
            _ => false,
        }),
        "returnsReference" => Value::Bool(code.as_ref().is_some_and(|c| c.by_ref_return)),
        "isClosure" => Value::Bool(v.closure.is_some()),
        "isStatic" => Value::Bool(v.method.as_ref().is_some_and(|(_, m)| m.is_static)),
        "isGenerator" => Value::Bool(
            code.as_ref()
                .is_some_and(|c| c.code.iter().any(|i| i.op == Op::GenCreate)),
        ),
        "getExtension" | "getExtensionName" => {
            let ext = match (&code, &v.method) {
                (Some(_), _) => None,
                (None, Some((_, m))) => super::native::class_extension(&m.declaring),
                (None, None) => super::native::function_extension(&v.name()),
            };
            match (m, ext) {
                ("getExtension", Some(e)) => vm.refl_extension_object(e),
                ("getExtension", None) => Value::Null,
                (_, Some(e)) => s(e),
                (_, None) => Value::Bool(false),
            }
        }
        "isDeprecated" => Value::Bool(builtin_sig(&v).is_some_and(|s| s.deprecated)),
        "hasTentativeReturnType" => Value::Bool(false),
        "getTentativeReturnType" => Value::Null,
        "isInternal" => Value::Bool(code.is_none()),
        "isUserDefined" => Value::Bool(code.is_some()),
        "getFileName" => match &v.func {
            Some(f) => s(&f.script.script.path),
            None => Value::Bool(false),
        },
        "getStartLine" => match &code {
            Some(c) => Value::Int(c.line as i64),
            None => Value::Bool(false),
        },
        "getEndLine" => match &code {
            Some(c) => Value::Int(c.end_line as i64),
            None => Value::Bool(false),
        },
        "getDocComment" => match code.as_ref().and_then(|c| c.doc.clone()) {
            Some(d) => s(&d),
            None => Value::Bool(false),
        },
        "getAttributes" => {
            vm.refl_arity(a, 0, 2, cls, m)?;
            match &v.func {
                Some(f) => {
                    let t = if v.method.is_some() {
                        target::METHOD
                    } else {
                        target::FUNCTION
                    };
                    let attrs = f.code.attributes.clone();
                    let script = super::func_script(f);
                    super::attrs_value(vm, &attrs, &script, t, a)?
                }
                None => super::list(Vec::new()),
            }
        }
        "getClosureThis" => match v.closure.as_ref().and_then(closure_this) {
            Some(o) => Value::Object(o),
            None => Value::Null,
        },
        "getClosureScopeClass" => {
            let scope = v.closure.as_ref().and_then(|c| {
                let d = crate::closures::closure_data(c)?;
                if let Some(s) = &d.scope {
                    return Some(s.clone());
                }
                let n = d.func.as_ref()?.code.name.clone();
                let p = n.windows(2).position(|w| w == b"::")?;
                Some(n[..p].to_vec())
            });
            match scope.and_then(|n| vm.lookup_class(&n)) {
                Some(c) => vm.refl_class_object(&c),
                None => Value::Null,
            }
        }
        "invoke" | "invokeArgs" if !is_method => {
            let (args, named) = if m == "invoke" {
                (a[1..].iter().map(|v| v.get()).collect(), Vec::new())
            } else {
                vm.refl_arity(a, 0, 1, cls, m)?;
                match arg(1) {
                    Value::Array(arr) => super::class::split_args(&arr),
                    _ => (Vec::new(), Vec::new()),
                }
            };
            if let Some((callee, pre)) = v.closure.as_ref().and_then(|c| vm.magic_callable(c)) {
                let all = pre.into_iter().chain(args).collect();
                return vm.call_with_named(callee, all, named);
            }
            let callee = match (&v.closure, &v.func, &v.builtin) {
                (Some(c), ..) => match vm.closure_callee(c) {
                    Some(k) => k,
                    None => return Ok(Value::Null),
                },
                (None, Some(f), _) => Callee::User(f.clone()),
                (None, None, Some(b)) => b.clone(),
                _ => return Ok(Value::Null),
            };
            vm.call_with_named(callee, args, named)?
        }
        "getClosure" if !is_method => match (&v.closure, &v.func, &v.builtin) {
            (Some(c), ..) => c.clone(),
            (None, Some(f), _) => vm.closure_from_callee(Callee::User(f.clone())),
            (None, None, Some(b)) => vm.closure_from_callee(b.clone()),
            _ => Value::Null,
        },
        "getStaticVariables" => {
            let Some(f) = &v.func else {
                return Ok(Value::Array(rphp_value::PhpArray::new()));
            };
            let bound = v
                .closure
                .as_ref()
                .and_then(crate::closures::closure_data)
                .map(|d| d.bound.borrow().clone())
                .unwrap_or_default();
            Value::Array(crate::magic::static_variables(f, &bound))
        }
        "isAnonymous" => Value::Bool(v.func.as_ref().is_some_and(|f| f.code.is_closure)),
        _ => match &v.method {
            Some((c, k)) => method_call(vm, a, m, c.clone(), k.clone())?,
            None => Value::Null,
        },
    })
}

/// php's reflection data of the builtin a view shows (not of a method, nor
/// of a closure standing for `__call`).
pub(super) fn builtin_sig(v: &View) -> Option<super::internal_sigs::Sig> {
    let b = v.builtin.as_ref()?;
    if v.func.is_some() || v.method.is_some() {
        return None;
    }
    if let Callee::Engine(e) = b {
        if crate::objects::is_magic_trampoline(e) {
            return None;
        }
    }
    super::internal_sigs::signature(&b.display_name().to_ascii_lowercase())
}

fn builtin_params(b: &Callee) -> &'static [rphp_value::ParamSpec] {
    match b {
        Callee::Builtin(b) => b.params,
        Callee::Engine(b) => b.params,
        _ => &[],
    }
}

pub(super) fn params_of(b: &Callee) -> &'static [rphp_value::ParamSpec] {
    builtin_params(b)
}

const M: &str = "ReflectionMethod";

/// What a built-in class's method answers from php's row; `None` for what
/// the shared code answers (its name, parameters, file and lines: none).
fn internal_method_call(
    vm: &mut Vm,
    a: &mut [Value],
    name: &str,
    class: &Rc<ClassRt>,
    im: &Rc<IMethod>,
) -> Result<Option<Value>, Fault> {
    use super::internal_methods::{IS_ABSTRACT, IS_FINAL, IS_STATIC};
    let arg = |i: usize| a.get(i).map(|v| v.get()).unwrap_or(Value::Null);
    let ret = (!im.ret.is_empty()).then_some(im.ret);
    Ok(Some(match name {
        "getReturnType" => match ret.filter(|_| !im.tentative) {
            Some(t) => vm.refl_type_object_as_written(t),
            None => Value::Null,
        },
        "hasReturnType" => Value::Bool(ret.is_some() && !im.tentative),
        "getTentativeReturnType" => match ret.filter(|_| im.tentative) {
            Some(t) => vm.refl_type_object_as_written(t),
            None => Value::Null,
        },
        "hasTentativeReturnType" => Value::Bool(ret.is_some() && im.tentative),
        "isVariadic" => Value::Bool(im.params.last().is_some_and(|p| p.variadic)),
        "returnsReference" => Value::Bool(im.by_ref_return),
        "isStatic" => Value::Bool(im.mods & IS_STATIC != 0),
        "isDeprecated" => Value::Bool(im.deprecated),
        "getExtension" | "getExtensionName" => {
            let ext = super::native::class_extension(im.declaring.as_bytes());
            match (name, ext.filter(|_| !im.on_the_fly)) {
                ("getExtension", Some(e)) => vm.refl_extension_object(e),
                ("getExtension", None) => Value::Null,
                (_, Some(e)) => s(e),
                (_, None) => Value::Bool(false),
            }
        }
        "isPublic" => Value::Bool(im.mods & 7 == 1),
        "isProtected" => Value::Bool(im.mods & 7 == 2),
        "isPrivate" => Value::Bool(im.mods & 7 == 4),
        "isAbstract" => Value::Bool(im.mods & IS_ABSTRACT != 0),
        "isFinal" => Value::Bool(im.mods & IS_FINAL != 0),
        "isConstructor" => Value::Bool(im.name.eq_ignore_ascii_case("__construct")),
        "isDestructor" => Value::Bool(im.name.eq_ignore_ascii_case("__destruct")),
        "getModifiers" => Value::Int(im.mods),
        "setAccessible" => {
            vm.refl_arity(a, 1, 1, M, name)?;
            Value::Null
        }
        "getDeclaringClass" => match vm.lookup_class(im.declaring.as_bytes()) {
            Some(c) => vm.refl_class_object(&c),
            None => vm.refl_class_object(class),
        },
        "hasPrototype" => Value::Bool(!im.proto.is_empty()),
        "getPrototype" => match vm.lookup_class(im.proto.as_bytes()) {
            Some(p) if !im.proto.is_empty() => {
                match super::internal_methods::find(&p, im.name.as_bytes()) {
                    Some(pm) => vm.refl_object(
                        "ReflectionMethod",
                        Refl::InternalMethod(p.clone(), pm),
                        &[("name", s(im.name)), ("class", s(&p.name))],
                    ),
                    None => Value::Null,
                }
            }
            _ => {
                return Err(vm.reflection_error(format!(
                    "Method {}::{} does not have a prototype",
                    lossy(&class.name),
                    im.name
                )))
            }
        },
        "invoke" | "invokeArgs" | "getClosure" => {
            match name {
                "invokeArgs" => vm.refl_arity(a, 1, 2, M, name)?,
                "getClosure" => vm.refl_arity(a, 0, 1, M, name)?,
                _ => vm.refl_arity(a, 1, usize::MAX, M, name)?,
            }
            let target = if im.mods & IS_STATIC != 0 {
                s(&class.name)
            } else {
                match arg(1) {
                    Value::Object(o) if o.instance_of(im.declaring.as_bytes()) => Value::Object(o),
                    Value::Object(_) => return Err(vm.reflection_error(
                        "Given object is not an instance of the class this method was declared in",
                    )),
                    _ if name == "getClosure" => {
                        return Err(vm.throw_error(
                            "ValueError",
                            "ReflectionMethod::getClosure(): Argument #1 ($object) cannot be null for non-static methods",
                        ))
                    }
                    Value::Null => {
                        return Err(vm.reflection_error(format!(
                            "Trying to invoke non static method {}::{}() without an object",
                            im.declaring, im.name
                        )))
                    }
                    other => {
                        let msg = format!(
                            "ReflectionMethod::{name}(): Argument #1 ($object) must be of type ?object, {} given",
                            crate::calls::given_type(&other)
                        );
                        return Err(vm.throw_error("TypeError", msg));
                    }
                }
            };
            if im.mods & IS_ABSTRACT != 0 && name != "getClosure" {
                return Err(vm.reflection_error(format!(
                    "Trying to invoke abstract method {}::{}()",
                    im.declaring, im.name
                )));
            }
            let callable = Value::list(vec![target, s(im.name)]);
            if name == "getClosure" {
                return Ok(Some(crate::closures::m_from_callable(vm, &mut [callable])?));
            }
            let (args, named) = invoke_args(vm, a, name)?;
            let (callee, args) = vm.callee_and_args(&callable, args)?;
            vm.call_with_named(callee, args, named)?
        }
        _ => return Ok(None),
    }))
}

/// Positional arguments, then named ones.
type CallArgs = (Vec<Value>, Vec<(PhpStr, Value)>);

/// The arguments `ReflectionMethod::invoke(obj, ...args)` or
/// `invokeArgs(obj, [args])` passes on.
fn invoke_args(vm: &mut Vm, a: &[Value], name: &str) -> Result<CallArgs, Fault> {
    if name == "invoke" {
        return Ok((a[2..].iter().map(|v| v.get()).collect(), Vec::new()));
    }
    match a.get(2).map(|v| v.get()).unwrap_or(Value::Null) {
        Value::Array(arr) => Ok(super::class::split_args(&arr)),
        Value::Null => Ok((Vec::new(), Vec::new())),
        other => {
            let msg = format!(
                "ReflectionMethod::invokeArgs(): Argument #2 ($args) must be of type array, {} given",
                crate::calls::given_type(&other)
            );
            Err(vm.throw_error("TypeError", msg))
        }
    }
}

fn method_call(
    vm: &mut Vm,
    a: &mut [Value],
    name: &str,
    class: Rc<ClassRt>,
    m: MethodRt,
) -> Result<Value, Fault> {
    let arg = |i: usize| a.get(i).map(|v| v.get()).unwrap_or(Value::Null);
    Ok(match name {
        "isPublic" => Value::Bool(m.vis == PUBLIC),
        "isPrivate" => Value::Bool(m.vis == rphp_bytecode::class::PRIVATE),
        "isProtected" => Value::Bool(m.vis == rphp_bytecode::class::PROTECTED),
        "isAbstract" => Value::Bool(m.is_abstract),
        "isFinal" => Value::Bool(method_is_final(&m)),
        "isConstructor" => Value::Bool(m.name.eq_ignore_ascii_case(b"__construct")),
        "isDestructor" => Value::Bool(m.name.eq_ignore_ascii_case(b"__destruct")),
        "getModifiers" => Value::Int(super::class::method_mods(&m)),
        "setAccessible" => {
            vm.refl_arity(a, 1, 1, M, name)?;
            Value::Null
        }
        "getDeclaringClass" => match vm.lookup_class(&m.declaring) {
            Some(c) => vm.refl_class_object(&c),
            None => vm.refl_class_object(&class),
        },
        "invoke" | "invokeArgs" => {
            if name == "invokeArgs" {
                vm.refl_arity(a, 1, 2, M, name)?;
            } else {
                vm.refl_arity(a, 1, usize::MAX, M, name)?;
            }
            let (args, named) = invoke_args(vm, a, name)?;
            if m.is_abstract {
                return Err(vm.reflection_error(format!(
                    "Trying to invoke abstract method {}::{}()",
                    lossy(&m.declaring),
                    lossy(&m.name)
                )));
            }
            let how = if m.is_static {
                Value::Str(PhpStr::from(class.name.clone()))
            } else {
                match arg(1) {
                    Value::Object(o) if o.instance_of(&m.declaring) => Value::Object(o),
                    Value::Object(_) => return Err(vm.reflection_error(
                        "Given object is not an instance of the class this method was declared in",
                    )),
                    Value::Null => {
                        return Err(vm.reflection_error(format!(
                            "Trying to invoke non static method {}::{}() without an object",
                            lossy(&m.declaring),
                            lossy(&m.name)
                        )))
                    }
                    other => {
                        let msg = format!(
                            "ReflectionMethod::{name}(): Argument #1 ($object) must be of type ?object, {} given",
                            crate::calls::given_type(&other)
                        );
                        return Err(vm.throw_error("TypeError", msg));
                    }
                }
            };
            vm.call_with_named(Callee::Closure(m.func.clone(), how), args, named)?
        }
        "getClosure" => {
            vm.refl_arity(a, 0, 1, M, name)?;
            let how = if m.is_static {
                Value::Str(PhpStr::from(class.name.clone()))
            } else {
                match arg(1) {
                    Value::Object(o) if o.instance_of(&m.declaring) => Value::Object(o),
                    Value::Object(_) => {
                        return Err(vm.reflection_error(
                            "Given object is not an instance of the class this method was declared in",
                        ))
                    }
                    _ => {
                        return Err(vm.throw_error(
                            "ValueError",
                            "ReflectionMethod::getClosure(): Argument #1 ($object) cannot be null for non-static methods",
                        ))
                    }
                }
            };
            vm.closure_from_callee(Callee::Closure(m.func.clone(), how))
        }
        _ => Value::Null,
    })
}

fn construct_method(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    vm.refl_arity(a, 1, 2, M, "__construct")?;
    let first = a[1].get();
    let second = a.get(2).map(|v| v.get()).filter(|v| !v.is_null());
    let (class_v, name) = match second {
        Some(n) => (first, vm.str_conv(&n)?),
        None => {
            let full = match &first {
                Value::Str(x) => x.clone(),
                _ => {
                    let msg = format!(
                        "ReflectionMethod::__construct(): Argument #1 ($objectOrMethod) must be of type string, {} given",
                        crate::calls::given_type(&first)
                    );
                    return Err(vm.throw_error("TypeError", msg));
                }
            };
            let b = full.as_bytes();
            match b.windows(2).position(|w| w == b"::") {
                Some(p) => (
                    Value::Str(PhpStr::from(b[..p].to_vec())),
                    PhpStr::from(b[p + 2..].to_vec()),
                ),
                None => {
                    return Err(vm.reflection_error(
                        "ReflectionMethod::__construct(): Argument #1 ($objectOrMethod) must be a valid method name",
                    ))
                }
            }
        }
    };
    let c = vm.refl_class_arg(&class_v)?;
    let m = match c.find_method(name.as_bytes()) {
        Some(m) => m.clone(),
        None if super::internal_methods::find(&c, name.as_bytes()).is_some() => {
            let im = super::internal_methods::find(&c, name.as_bytes()).expect("found");
            let props = [("name", s(im.name)), ("class", s(im.declaring))];
            let obj = a[0].clone();
            vm.refl_init(&obj, Refl::InternalMethod(c, im), &props);
            return Ok(Value::Null);
        }
        None => {
            return Err(vm.reflection_error(format!(
                "Method {}::{}() does not exist",
                c.name_str(),
                name.to_string_lossy()
            )))
        }
    };
    let obj = a[0].clone();
    let props = [("name", s(&m.name)), ("class", s(&m.declaring))];
    vm.refl_init(&obj, Refl::Method(c, m), &props);
    Ok(Value::Null)
}

fn construct_function(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    vm.refl_arity(a, 1, 1, "ReflectionFunction", "__construct")?;
    let v = a[1].get();
    let r = if crate::closures::is_closure(&v) {
        let f = crate::closures::closure_data(&v).and_then(|d| d.func.clone());
        FnRef::Closure(v.clone(), f)
    } else {
        let n = match &v {
            Value::Str(x) => x.clone(),
            other => {
                let msg = format!(
                    "ReflectionFunction::__construct(): Argument #1 ($function) must be of type Closure|string, {} given",
                    crate::calls::given_type(other)
                );
                return Err(vm.throw_error("TypeError", msg));
            }
        };
        let b = n.as_bytes();
        let b = b.strip_prefix(b"\\").unwrap_or(b);
        match vm.lookup_function(&b.to_ascii_lowercase()) {
            Some(Callee::User(f)) => FnRef::User(f),
            Some(c @ (Callee::Builtin(_) | Callee::Engine(_))) => FnRef::Builtin(c),
            _ => {
                return Err(vm.reflection_error(format!(
                    "Function {}() does not exist",
                    n.to_string_lossy()
                )))
            }
        }
    };
    let r = Refl::Function(r);
    let name = view(&r).map(|v| v.name()).unwrap_or_default();
    let obj = a[0].clone();
    vm.refl_init(&obj, r, &[("name", s(name))]);
    Ok(Value::Null)
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
pub(crate) trait FunctionVm {
    fn refl_function_object(&mut self, r: FnRef) -> Value;
}

impl FunctionVm for Vm {
    fn refl_function_object(&mut self, r: FnRef) -> Value {
        let r = Refl::Function(r);
        let name = view(&r).map(|v| v.name()).unwrap_or_default();
        self.refl_object("ReflectionFunction", r, &[("name", s(name))])
    }
}
