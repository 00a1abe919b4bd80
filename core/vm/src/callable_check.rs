//! Whether a value is a callable, and if not, why: php's `zend_is_callable_ex`.
//!
//! One answer serves `is_callable()` and every `callable` parameter of a
//! builtin (`call_user_func`, `array_map`, `usort`...), whose TypeError ends
//! with the reason php gives ("non-static method B::m() cannot be called
//! statically", `class "Nope" not found`...). The reason depends on the
//! running scope: a private method is callable from its class, and
//! `'B::m'` names a non-static method callable on `$this` inside an instance
//! method of `B`.
//!
//! php 8.2 still accepts, with a deprecation, callables naming `self`,
//! `parent` or `static` (`'parent::m'`, `['self', 'm']`) and array callables
//! whose method names an ancestor (`[$this, 'parent::m']`); both are
//! resolved and worded here.

use crate::classes::ClassRt;
use crate::vm::Vm;
use rphp_value::{ErrorLevel, Fault, Value};
use std::rc::Rc;

/// What a callable check found wrong: the text after "must be a valid callback, ".
pub(crate) type NotCallable = String;

/// What a method found on a class says about calling it.
struct MethodFacts {
    /// The declared name (error messages use it).
    name: String,
    is_static: bool,
    /// `(visibility, declaring class)`; built-in methods are public.
    vis: Option<(rphp_bytecode::class::Vis, Vec<u8>)>,
}

impl Vm {
    /// `Ok(Ok(()))` when `v` can be called from the running scope, else
    /// php's reason. The deprecations php 8.2 gives for `self`, `parent`
    /// and `static` in callables are raised here (a user error handler
    /// may turn one into an exception: the `Err`).
    pub(crate) fn callable_check(&mut self, v: &Value) -> Result<Result<(), NotCallable>, Fault> {
        let mut deps = Vec::new();
        let found = self.check_callable(v, &mut deps);
        for d in deps {
            self.raise(ErrorLevel::Deprecated, &d)?;
        }
        Ok(found)
    }

    /// The check, with the deprecations it meets pushed onto `deps`.
    fn check_callable(&mut self, v: &Value, deps: &mut Vec<String>) -> Result<(), NotCallable> {
        match v {
            Value::Ref(r) => {
                let inner = r.get();
                self.check_callable(&inner, deps)
            }
            Value::Str(s) => {
                let b = s.as_bytes();
                let Some((class, method)) = scoped_split(b) else {
                    let name = b.strip_prefix(b"\\").unwrap_or(b);
                    if self.lookup_function(&name.to_ascii_lowercase()).is_some() {
                        return Ok(());
                    }
                    return Err(format!(
                        "function \"{}\" not found or invalid function name",
                        s.to_string_lossy()
                    ));
                };
                if class.is_empty() {
                    return Err("invalid function name".into());
                }
                let class = self.callable_class(class, None, Some(deps))?;
                self.method_check(&class, method, None)
            }
            Value::Array(a) => {
                let (Some(target), Some(method), 2) = (
                    a.get_int(0).map(|v| v.get()),
                    a.get_int(1).map(|v| v.get()),
                    a.len(),
                ) else {
                    return Err("array callback must have exactly two members".into());
                };
                let Value::Str(m) = method else {
                    return Err(if matches!(target, Value::Str(_) | Value::Object(_)) {
                        "second array member is not a valid method".into()
                    } else {
                        "first array member is not a valid class name or object".into()
                    });
                };
                match target {
                    Value::Object(o) => {
                        let Some(class) = crate::classes::class_of(&o)
                            .map(|c| c.name.clone())
                            .and_then(|n| self.lookup_class(&n))
                        else {
                            return Err("no array or string given".into());
                        };
                        if crate::closures::is_closure(&Value::Object(o.clone()))
                            && (crate::closures::closure_method(m.as_bytes()).is_some()
                                || m.as_bytes().eq_ignore_ascii_case(b"__invoke"))
                        {
                            return Ok(());
                        }
                        self.array_method_check(&class, m.as_bytes(), Some(&o), deps)
                    }
                    Value::Str(c) => {
                        let class = self.callable_class(c.as_bytes(), None, Some(deps))?;
                        self.array_method_check(&class, m.as_bytes(), None, deps)
                    }
                    _ => Err("first array member is not a valid class name or object".into()),
                }
            }
            Value::Resource(r) if r.0.kind == "Closure" => Ok(()),
            Value::Object(_) if self.method_is_callable(v) => Ok(()),
            _ => Err("no array or string given".into()),
        }
    }

    /// The method half of an array callable on class `org`: a plain name, or
    /// php's deprecated `Class::name` form (`[$this, 'parent::m']`), whose
    /// class is named relative to `org` and must be `org` or an ancestor.
    fn array_method_check(
        &mut self,
        org: &Rc<ClassRt>,
        name: &[u8],
        obj: Option<&rphp_value::PhpObject>,
        deps: &mut Vec<String>,
    ) -> Result<(), NotCallable> {
        let Some((class, method)) = scoped_split(name) else {
            return self.method_check(org, name, obj);
        };
        if class.is_empty() {
            return Err("invalid function name".into());
        }
        let class = self.callable_class(class, Some(org), None)?;
        if !org.is_subclass_of_name(&class.name) {
            return Err(format!(
                "class {} is not a subclass of {}",
                org.name_str(),
                class.name_str()
            ));
        }
        deps.push(format!(
            "Callables of the form [\"{}\", \"{}\"] are deprecated",
            org.name_str(),
            String::from_utf8_lossy(name)
        ));
        self.method_check(&class, method, obj)
    }

    /// The check a compiled `call_user_func` (`which` = 1) or
    /// `call_user_func_array` (2) makes of its callable before the call.
    pub(crate) fn check_user_callable(&mut self, c: &Value, which: u32) -> Result<(), Fault> {
        let Err(why) = self.callable_check(c)? else {
            return Ok(());
        };
        let func = if which == 2 {
            "call_user_func_array"
        } else {
            "call_user_func"
        };
        let msg = format!("{func}(): Argument #1 ($callback) must be a valid callback, {why}");
        Err(self.throw_error("TypeError", msg))
    }

    /// The class a callable names, which may autoload: `self` and `parent`
    /// relative to `scope` (the running class when None), `static` the late
    /// static binding class. Naming one of the three is deprecated in 8.2:
    /// the deprecation goes onto `deps` (None: the caller words its own).
    pub(crate) fn callable_class(
        &mut self,
        name: &[u8],
        scope: Option<&Rc<ClassRt>>,
        deps: Option<&mut Vec<String>>,
    ) -> Result<Rc<ClassRt>, NotCallable> {
        let word = match relative_word(name) {
            Some(w) => w,
            None => {
                let bare = name.strip_prefix(b"\\").unwrap_or(name);
                return match self.find_class(bare) {
                    Ok(Some(c)) => Ok(c),
                    _ => Err(format!(
                        "class \"{}\" not found",
                        String::from_utf8_lossy(bare)
                    )),
                };
            }
        };
        let scope = match scope {
            Some(s) => Some(s.clone()),
            None => self.scope_class(),
        };
        let found = match word {
            "static" => self.static_class(),
            "self" => scope.clone(),
            _ => scope.as_ref().and_then(|c| c.parent.clone()),
        };
        let Some(class) = found else {
            return Err(if word == "parent" && scope.is_some() {
                "cannot access \"parent\" when current class scope has no parent".into()
            } else {
                format!("cannot access \"{word}\" when no class scope is active")
            });
        };
        if let Some(deps) = deps {
            deps.push(format!("Use of \"{word}\" in callables is deprecated"));
        }
        Ok(class)
    }

    /// Method `name` of `class`, called on `obj` (None: named statically).
    fn method_check(
        &mut self,
        class: &Rc<ClassRt>,
        name: &[u8],
        obj: Option<&rphp_value::PhpObject>,
    ) -> Result<(), NotCallable> {
        // Named statically from an instance method of the class (or a
        // subclass): php calls it on `$this`.
        let this_fits = obj.is_none()
            && self.this_obj().is_some_and(|t| {
                crate::classes::class_of(&t).is_some_and(|tc| tc.is_subclass_of_name(&class.name))
            });
        let has_obj = obj.is_some() || this_fits;
        let Some(m) = method_facts(class, name) else {
            let magic: &[u8] = if has_obj { b"__call" } else { b"__callStatic" };
            if class.find_method(magic).is_some() {
                return Ok(());
            }
            return Err(format!(
                "class {} does not have a method \"{}\"",
                class.name_str(),
                String::from_utf8_lossy(name)
            ));
        };
        if !m.is_static && !has_obj {
            return Err(format!(
                "non-static method {}::{}() cannot be called statically",
                class.name_str(),
                m.name
            ));
        }
        if let Some((vis, declaring)) = &m.vis {
            if !self.can_access(*vis, declaring) {
                let magic: &[u8] = if has_obj { b"__call" } else { b"__callStatic" };
                if class.find_method(magic).is_some() {
                    return Ok(());
                }
                let which = if *vis == rphp_bytecode::class::PRIVATE {
                    "private"
                } else {
                    "protected"
                };
                return Err(format!(
                    "cannot access {which} method {}::{}()",
                    class.name_str(),
                    m.name
                ));
            }
        }
        Ok(())
    }
}

/// The method `name` of `class`, declared in PHP or built in.
fn method_facts(class: &ClassRt, name: &[u8]) -> Option<MethodFacts> {
    if let Some(m) = class.find_method(name) {
        return Some(MethodFacts {
            name: String::from_utf8_lossy(&m.name).into_owned(),
            is_static: m.is_static,
            vis: Some((m.vis, m.declaring.clone())),
        });
    }
    if let Some(m) = crate::spl::native_method(class, name) {
        return Some(MethodFacts {
            name: short_method_name(m.name),
            is_static: m.is_static,
            vis: None,
        });
    }
    if let Some(n) = crate::enums::builtin_names(class)
        .iter()
        .find(|n| n.as_bytes().eq_ignore_ascii_case(name))
    {
        return Some(MethodFacts {
            name: n.to_string(),
            is_static: true,
            vis: None,
        });
    }
    if let Some(m) = crate::closures::closure_method(name)
        .filter(|_| class.name.eq_ignore_ascii_case(b"Closure"))
    {
        return Some(MethodFacts {
            name: short_method_name(m.name),
            is_static: m.name.contains("::"),
            vis: None,
        });
    }
    if crate::classes::throwable_has_builtin(class, name) {
        return Some(MethodFacts {
            name: String::from_utf8_lossy(name).into_owned(),
            is_static: false,
            vis: None,
        });
    }
    None
}

/// `self`, `parent` or `static` (any case), the class names a callback may
/// give relative to the running class.
pub(crate) fn relative_word(name: &[u8]) -> Option<&'static str> {
    ["self", "parent", "static"]
        .into_iter()
        .find(|w| name.eq_ignore_ascii_case(w.as_bytes()))
}

/// A callable name `Class::method` split where php splits it: at its last
/// `:` when a `:` precedes it (`'A::B::m'` names method `m` of a class
/// `A::B`, which cannot exist; `'A::m:'` is a function name).
pub(crate) fn scoped_split(name: &[u8]) -> Option<(&[u8], &[u8])> {
    let p = name.iter().rposition(|&b| b == b':')?;
    (p > 0 && name[p - 1] == b':').then(|| (&name[..p - 1], &name[p + 1..]))
}

/// `count` of a built-in method registered as `ArrayObject->count` or
/// `Closure::bind`.
fn short_method_name(full: &str) -> String {
    full.rsplit([':', '>']).next().unwrap_or(full).to_string()
}
