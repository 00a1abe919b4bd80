//! Whether a value is a callable, and if not, why: php's `zend_is_callable_ex`.
//!
//! One answer serves `is_callable()` and every `callable` parameter of a
//! builtin (`call_user_func`, `array_map`, `usort`...), whose TypeError ends
//! with the reason php gives ("non-static method B::m() cannot be called
//! statically", `class "Nope" not found`...). The reason depends on the
//! running scope: a private method is callable from its class, and
//! `'B::m'` names a non-static method callable on `$this` inside an instance
//! method of `B`.

use crate::classes::ClassRt;
use crate::vm::Vm;
use rphp_value::Value;
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
    /// `Ok` when `v` can be called from the running scope, else php's reason.
    pub(crate) fn callable_check(&mut self, v: &Value) -> Result<(), NotCallable> {
        match v {
            Value::Ref(r) => {
                let inner = r.get();
                self.callable_check(&inner)
            }
            Value::Str(s) => {
                let b = s.as_bytes();
                let Some(p) = b.windows(2).position(|w| w == b"::") else {
                    let name = b.strip_prefix(b"\\").unwrap_or(b);
                    if self.lookup_function(&name.to_ascii_lowercase()).is_some() {
                        return Ok(());
                    }
                    return Err(format!(
                        "function \"{}\" not found or invalid function name",
                        s.to_string_lossy()
                    ));
                };
                if p == 0 {
                    return Err("invalid function name".into());
                }
                let class = self.callable_class(&b[..p])?;
                self.method_check(&class, &b[p + 2..], None)
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
                        self.method_check(&class, m.as_bytes(), Some(&o))
                    }
                    Value::Str(c) => {
                        let class = self.callable_class(c.as_bytes())?;
                        self.method_check(&class, m.as_bytes(), None)
                    }
                    _ => Err("first array member is not a valid class name or object".into()),
                }
            }
            Value::Resource(r) if r.0.kind == "Closure" => Ok(()),
            Value::Object(_) if self.method_is_callable(v) => Ok(()),
            _ => Err("no array or string given".into()),
        }
    }

    /// The check a compiled `call_user_func` (`which` = 1) or
    /// `call_user_func_array` (2) makes of its callable before the call.
    pub(crate) fn check_user_callable(
        &mut self,
        c: &Value,
        which: u32,
    ) -> Result<(), rphp_value::Fault> {
        let Err(why) = self.callable_check(c) else {
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

    /// The class a callable names (`self`, `parent` and `static` from the
    /// running scope); the class may autoload.
    fn callable_class(&mut self, name: &[u8]) -> Result<Rc<ClassRt>, NotCallable> {
        let lower = name.to_ascii_lowercase();
        let relative = match &lower[..] {
            b"self" | b"static" => Some(match self.scope_class() {
                Some(c) => c,
                None => {
                    return Err(format!(
                        "cannot access \"{}\" when no class scope is active",
                        String::from_utf8_lossy(&lower)
                    ))
                }
            }),
            b"parent" => {
                let parent = self.scope_class().and_then(|c| c.parent.clone());
                match parent {
                    Some(p) => Some(p),
                    None => {
                        return Err(if self.scope_class().is_some() {
                            "cannot access \"parent\" when current class scope has no parent".into()
                        } else {
                            "cannot access \"parent\" when no class scope is active".into()
                        })
                    }
                }
            }
            _ => None,
        };
        if let Some(c) = relative {
            return Ok(c);
        }
        let bare = name.strip_prefix(b"\\").unwrap_or(name);
        match self.find_class(bare) {
            Ok(Some(c)) => Ok(c),
            _ => Err(format!(
                "class \"{}\" not found",
                String::from_utf8_lossy(bare)
            )),
        }
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

/// `count` of a built-in method registered as `ArrayObject->count` or
/// `Closure::bind`.
fn short_method_name(full: &str) -> String {
    full.rsplit([':', '>']).next().unwrap_or(full).to_string()
}
