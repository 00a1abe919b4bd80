//! Trait composition: copying a trait's methods, properties, static
//! properties and constants into the class that uses it, with php's
//! precedence (the class's own methods win, trait methods replace inherited
//! ones), `insteadof`/`as` rules, and php's composition errors.
//!
//! A trait method is copied as a new function named `Class::method`, so
//! that `self`, `parent` and `__CLASS__` (left unresolved by the compiler in
//! trait bodies), visibility checks and static variables all belong to the
//! using class.

use crate::classes::{ClassRt, Lazy, MethodRt, PropRt, StaticRt};
use crate::runtime::{FuncRt, ScriptRt};
use crate::vm::Vm;
use rphp_bytecode::class::{flags, ClassDecl, Init, TraitRule, PRIVATE};
use rphp_value::object::mangle;
use rphp_value::{Fault, PhpStr, Reference, Value};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::Arc;

/// Order keys of methods copied from traits (after the class's own, which use their line).
const TRAIT_ORDER: u32 = 1 << 30;

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A copy of `func` that runs as `class::name`.
pub(crate) fn rebind(func: &Rc<FuncRt>, class: &[u8], name: &[u8]) -> Rc<FuncRt> {
    let mut code = (*func.code).clone();
    code.name = [class, b"::", name].concat().into();
    FuncRt::new(Arc::new(code), func.script.clone())
}

impl Vm {
    /// A closure written in a trait method runs in the scope of the class the
    /// method was copied into (`creator` is the running function's name); the
    /// rebound copy is made once per class.
    pub(crate) fn closure_scope(&mut self, func: Rc<FuncRt>, creator: &[u8]) -> Rc<FuncRt> {
        let class_of = |n: &[u8]| {
            n.windows(2)
                .position(|w| w == b"::")
                .map(|p| n[..p].to_vec())
        };
        match (class_of(&func.code.name), class_of(creator)) {
            // (A closure written in a closure bound to a class runs in that class.)
            (a, Some(b)) if a.as_ref() != Some(&b) => {
                let key = (Rc::as_ptr(&func) as usize, b);
                if let Some(f) = self.classes.rebound.get(&key) {
                    return f.clone();
                }
                let f = rebind(&func, &key.1, &func.closure_name());
                self.classes.rebound.insert(key, f.clone());
                f
            }
            _ => func,
        }
    }

    /// Applies the `use` clauses of `d` to `class` (own members already in place).
    pub(crate) fn use_traits(
        &mut self,
        class: &mut ClassRt,
        d: &ClassDecl,
        rt: &Rc<ScriptRt>,
    ) -> Result<(), Fault> {
        if d.traits.is_empty() {
            return Ok(());
        }
        let file = rt.script.path.to_vec();
        let line = d.traits_line;
        let cname = class.name.clone();
        let mut traits: Vec<Rc<ClassRt>> = Vec::new();
        for t in &d.traits {
            let Some(tc) = self.find_class(t)? else {
                let msg = format!("Trait \"{}\" not found", lossy(t));
                return Err(self.fatal_at(&msg, &file, line));
            };
            if tc.flags & flags::TRAIT == 0 {
                let msg = format!(
                    "{} cannot use {} - it is not a trait",
                    class.name_str(),
                    tc.name_str()
                );
                return Err(self.fatal_at(&msg, &file, line));
            }
            if !traits.iter().any(|x| Rc::ptr_eq(x, &tc)) {
                class.traits.push(tc.name.clone());
                traits.push(tc);
            }
        }
        let trait_index = |name: &[u8]| {
            traits.iter().position(|t| {
                t.name
                    .eq_ignore_ascii_case(name.strip_prefix(b"\\").unwrap_or(name))
            })
        };
        // `T::m insteadof U`: U's m is not copied.
        let mut excluded: HashSet<(usize, Vec<u8>)> = HashSet::new();
        // Alias rules with the trait they apply to.
        let mut aliases: Vec<(usize, &TraitRule)> = Vec::new();
        for r in &d.trait_rules {
            match r {
                TraitRule::Insteadof {
                    trait_,
                    method,
                    instead_of,
                } => {
                    let Some(ti) = trait_index(trait_) else {
                        let msg = format!(
                            "Required Trait {} wasn't added to {}",
                            lossy(trait_),
                            class.name_str()
                        );
                        return Err(self.fatal_at(&msg, &file, line));
                    };
                    let lc = method.to_ascii_lowercase();
                    if traits[ti].find_method(&lc).is_none() {
                        let msg = format!(
                            "A precedence rule was defined for {}::{} but this method does not exist",
                            traits[ti].name_str(),
                            lossy(method)
                        );
                        return Err(self.fatal_at(&msg, &file, line));
                    }
                    for other in instead_of {
                        let Some(oi) = trait_index(other) else {
                            let msg = format!(
                                "Required Trait {} wasn't added to {}",
                                lossy(other),
                                class.name_str()
                            );
                            return Err(self.fatal_at(&msg, &file, line));
                        };
                        if oi == ti {
                            let msg = format!(
                                "Inconsistent insteadof definition. The method {} is to be used from {}, but {} is also on the exclude list",
                                lossy(method),
                                traits[ti].name_str(),
                                traits[ti].name_str()
                            );
                            return Err(self.fatal_at(&msg, &file, line));
                        }
                        excluded.insert((oi, lc.clone()));
                    }
                }
                TraitRule::Alias { trait_, method, .. } => {
                    let lc = method.to_ascii_lowercase();
                    let ti = match trait_ {
                        Some(t) => {
                            let Some(ti) = trait_index(t) else {
                                let msg = format!(
                                    "Required Trait {} wasn't added to {}",
                                    lossy(t),
                                    class.name_str()
                                );
                                return Err(self.fatal_at(&msg, &file, line));
                            };
                            if traits[ti].find_method(&lc).is_none() {
                                let msg = format!(
                                    "An alias was defined for {}::{} but this method does not exist",
                                    traits[ti].name_str(),
                                    lossy(method)
                                );
                                return Err(self.fatal_at(&msg, &file, line));
                            }
                            ti
                        }
                        None => {
                            let having: Vec<usize> = (0..traits.len())
                                .filter(|&i| traits[i].find_method(&lc).is_some())
                                .collect();
                            match having[..] {
                                [] => {
                                    let msg = format!(
                                        "An alias was defined for {} but this method does not exist",
                                        lossy(method)
                                    );
                                    return Err(self.fatal_at(&msg, &file, line));
                                }
                                [one] => one,
                                [a, b, ..] => {
                                    let msg = format!(
                                        "An alias was defined for method {}(), which exists in both {} and {}. Use {}::{} or {}::{} to resolve the ambiguity",
                                        lossy(method),
                                        traits[a].name_str(),
                                        traits[b].name_str(),
                                        traits[a].name_str(),
                                        lossy(method),
                                        traits[b].name_str(),
                                        lossy(method)
                                    );
                                    return Err(self.fatal_at(&msg, &file, line));
                                }
                            }
                        }
                    };
                    aliases.push((ti, r));
                }
            }
        }
        // Methods, trait by trait in declaration order.
        let own: HashSet<Vec<u8>> = d
            .methods
            .iter()
            .map(|m| m.name.to_ascii_lowercase())
            .collect();
        let mut added: HashMap<Vec<u8>, usize> = HashMap::new();
        let mut seq = TRAIT_ORDER;
        for (ti, t) in traits.iter().enumerate() {
            let mut ms: Vec<&MethodRt> = t.methods.values().collect();
            rphp_value::sort::sort_by_key(&mut ms, |m| m.order);
            for m in ms {
                let lc = m.name.to_ascii_lowercase();
                let mut copies: Vec<(Vec<u8>, MethodRt)> = Vec::new();
                for (ai, r) in &aliases {
                    if let TraitRule::Alias {
                        method,
                        vis,
                        alias: Some(alias),
                        ..
                    } = r
                    {
                        if *ai == ti && method.eq_ignore_ascii_case(&lc) {
                            let mut c = m.clone();
                            c.name = alias.to_vec();
                            if let Some(v) = vis {
                                c.vis = *v;
                            }
                            copies.push((alias.to_vec(), c));
                        }
                    }
                }
                if !excluded.contains(&(ti, lc.clone())) {
                    let mut c = m.clone();
                    for (ai, r) in &aliases {
                        if let TraitRule::Alias {
                            method,
                            vis: Some(v),
                            alias: None,
                            ..
                        } = r
                        {
                            if *ai == ti && method.eq_ignore_ascii_case(&lc) {
                                c.vis = *v;
                            }
                        }
                    }
                    copies.push((m.name.clone(), c));
                }
                for (name, mut c) in copies {
                    let key = name.to_ascii_lowercase();
                    if own.contains(&key) {
                        continue;
                    }
                    if let Some(&prev) = added.get(&key) {
                        let existing = &class.methods[&key];
                        if c.is_abstract {
                            continue;
                        }
                        if !existing.is_abstract {
                            let msg = format!(
                                "Trait method {}::{} has not been applied as {}::{}, because of collision with {}::{}",
                                t.name_str(),
                                lossy(&name),
                                class.name_str(),
                                lossy(&name),
                                traits[prev].name_str(),
                                lossy(&name)
                            );
                            return Err(self.fatal_at(&msg, &file, line));
                        }
                    } else if c.is_abstract && class.methods.contains_key(&key) {
                        // An inherited implementation satisfies the abstract trait method.
                        continue;
                    }
                    c.func = rebind(&m.func, &cname, &name);
                    c.declaring = cname.clone();
                    c.order = seq;
                    seq += 1;
                    added.insert(key.clone(), ti);
                    class.methods.insert(key, c);
                }
            }
        }
        self.use_trait_props(class, &traits, &file, line)?;
        for t in &traits {
            for (k, c) in &t.consts {
                if !class.consts.contains_key(k) {
                    let mut c = c.clone();
                    c.declaring = cname.clone();
                    class.consts.insert(k.clone(), c);
                }
            }
        }
        Ok(())
    }

    /// Properties and static properties of the used traits.
    fn use_trait_props(
        &mut self,
        class: &mut ClassRt,
        traits: &[Rc<ClassRt>],
        file: &[u8],
        line: u32,
    ) -> Result<(), Fault> {
        let cname = class.name.clone();
        for t in traits {
            for p in &t.props {
                if let Some(&i) = class.prop_index.get(&p.name) {
                    let existing = &class.props[i];
                    let inherited_private =
                        existing.vis == PRIVATE && !existing.declaring.eq_ignore_ascii_case(&cname);
                    if !inherited_private {
                        if !self.same_prop(existing, p)? {
                            return Err(self.prop_conflict(class, t, &p.name, file, line));
                        }
                        continue;
                    }
                }
                if class.statics.contains_key(&p.name) {
                    return Err(self.prop_conflict(class, t, &p.name, file, line));
                }
                let key: PhpStr = mangle(&p.name, crate::classes::vis_of(p.vis), &cname).into();
                let mut np = p.clone();
                np.key = key;
                np.declaring = cname.clone();
                class.props.push(np);
                class
                    .prop_index
                    .insert(p.name.clone(), class.props.len() - 1);
            }
            let mut statics: Vec<(&Vec<u8>, &StaticRt)> = t.statics.iter().collect();
            rphp_value::sort::sort_by(&mut statics, |a, b| a.0.cmp(b.0));
            for (name, sp) in statics {
                if let Some(existing) = class.statics.get(name) {
                    if existing.declaring.eq_ignore_ascii_case(&cname)
                        && (existing.vis != sp.vis || !same_init(&existing.init, &sp.init))
                    {
                        return Err(self.prop_conflict(class, t, name, file, line));
                    }
                    if existing.declaring.eq_ignore_ascii_case(&cname) {
                        continue;
                    }
                }
                if class.prop_index.contains_key(name) {
                    return Err(self.prop_conflict(class, t, name, file, line));
                }
                // Each using class has its own static property, starting from the default.
                let ready = sp.init.is_none();
                let cell = Reference::new(Value::Null);
                if let Some(t) = &sp.ty {
                    crate::typed_refs::add_static(&cell, &cname, name, t);
                }
                class.statics.insert(
                    name.clone(),
                    StaticRt {
                        cell: crate::classes::StaticCell::new(cell),
                        ty: sp.ty.clone(),
                        vis: sp.vis,
                        declaring: cname.clone(),
                        init: sp.init.clone(),
                        ready: Rc::new(std::cell::Cell::new(ready)),
                    },
                );
            }
        }
        Ok(())
    }

    /// php's compatibility test for a property declared by both the class and a trait.
    fn same_prop(&mut self, a: &PropRt, b: &PropRt) -> Result<bool, Fault> {
        if a.vis != b.vis || a.readonly != b.readonly {
            return Ok(false);
        }
        let ta = a.ty.as_ref().map(|t| t.display.clone());
        let tb = b.ty.as_ref().map(|t| t.display.clone());
        if ta != tb {
            return Ok(false);
        }
        match (&a.default, &b.default) {
            (None, None) => Ok(true),
            (Some(x), Some(y)) => {
                let x = self.eval_lazy(x)?;
                let y = self.eval_lazy(y)?;
                Ok(rphp_value::compare::strict_eq(&x, &y))
            }
            _ => Ok(false),
        }
    }

    fn prop_conflict(
        &mut self,
        class: &ClassRt,
        t: &ClassRt,
        name: &[u8],
        file: &[u8],
        line: u32,
    ) -> Fault {
        let msg = format!(
            "{} and {} define the same property (${}) in the composition of {}. However, the definition differs and is considered incompatible. Class was composed",
            class.name_str(),
            t.name_str(),
            lossy(name),
            class.name_str()
        );
        self.fatal_at(&msg, file, line)
    }
}

fn same_init(a: &Option<Lazy>, b: &Option<Lazy>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(x), Some(y)) => match (&x.init, &y.init) {
            (Init::Lit(p), Init::Lit(q)) => p == q,
            _ => true,
        },
        _ => false,
    }
}
