//! What filter.c does around a filter: `php_filter_call` (options given as
//! flags or as an array with `filter`/`flags`/`options`),
//! `FILTER_REQUIRE_SCALAR`/`REQUIRE_ARRAY`/`FORCE_ARRAY`, filtering arrays
//! element by element, `php_zval_filter` (the string conversion, the
//! `default` option) and `FILTER_CALLBACK`.

use super::{
    failed, find, net, number, sanitize, web, Filter, FILTER_CALLBACK, FILTER_FORCE_ARRAY,
    FILTER_NULL_ON_FAILURE, FILTER_REQUIRE_ARRAY, FILTER_REQUIRE_SCALAR,
};
use crate::util::to_string_warn;
use rphp_value::convert::to_int;
use rphp_value::{ArrayKey, Context, Fault, PhpArray, PhpStr, ThrowKind, Value};

/// Arrays nested deeper than this are left as they are: php stops at an
/// array it is already inside (a reference cycle); a depth bound gives the
/// same result for every real input and cannot loop.
const MAX_DEPTH: usize = 256;

/// The filter, its flags and options for one value.
pub(crate) struct Spec {
    pub filter: i64,
    pub flags: i64,
    /// The `options` entry: an array for the filters, any callable for
    /// `FILTER_CALLBACK`.
    pub options: Option<Value>,
}

/// The third argument of `filter_var`/`filter_input` (or one entry of the
/// definition array): an array, or an int that is the flags (or, when the
/// filter is still to be chosen, the filter id).
pub(crate) enum Args {
    Array(PhpArray),
    Int(i64),
}

/// `php_filter_call`'s reading of the options; `filter` is -1 when the
/// definition chooses it (`filter_var_array`).
pub(crate) fn spec(filter: i64, args: &Args, flags: i64) -> Spec {
    let mut s = Spec {
        filter,
        flags,
        options: None,
    };
    match args {
        Args::Int(n) => {
            if filter != -1 {
                s.flags = scalar_unless_array(*n);
            } else {
                s.filter = *n;
            }
        }
        Args::Array(a) => {
            if let Some(f) = get(a, b"filter") {
                s.filter = to_int(&f);
            }
            if let Some(o) = get(a, b"options") {
                if s.filter != FILTER_CALLBACK {
                    if matches!(o, Value::Array(_)) {
                        s.options = Some(o);
                    }
                } else {
                    s.options = Some(o);
                    s.flags = 0;
                }
            }
            if let Some(f) = get(a, b"flags") {
                s.flags = scalar_unless_array(to_int(&f));
            }
        }
    }
    s
}

/// Flags given without `FILTER_REQUIRE_ARRAY`/`FORCE_ARRAY` ask for a scalar.
fn scalar_unless_array(flags: i64) -> i64 {
    if flags & (FILTER_REQUIRE_ARRAY | FILTER_FORCE_ARRAY) == 0 {
        flags | FILTER_REQUIRE_SCALAR
    } else {
        flags
    }
}

/// An array entry by string key, references looked through.
pub(crate) fn get(a: &PhpArray, key: &[u8]) -> Option<Value> {
    a.get(&ArrayKey::from_bytes(key)).map(|v| v.get())
}

/// The request's filtering: the function name for messages.
pub(crate) struct Run<'c> {
    pub ctx: &'c mut dyn Context,
    pub func: &'static str,
}

impl Run<'_> {
    /// `php_filter_call` after the options are read: arrays and the array flags.
    pub fn apply(&mut self, value: Value, s: &Spec) -> Result<Value, Fault> {
        if let Value::Array(a) = value {
            if s.flags & FILTER_REQUIRE_SCALAR != 0 {
                return Ok(failed(s.flags));
            }
            return self.recursive(a, s, 0).map(Value::Array);
        }
        if s.flags & FILTER_REQUIRE_ARRAY != 0 {
            return Ok(failed(s.flags));
        }
        let v = self.one(value, s)?;
        if s.flags & FILTER_FORCE_ARRAY != 0 {
            return Ok(Value::Array(PhpArray::from_list(vec![v])));
        }
        Ok(v)
    }

    /// `php_zval_filter_recursive`: every scalar of a (nested) array.
    fn recursive(&mut self, a: PhpArray, s: &Spec, depth: usize) -> Result<PhpArray, Fault> {
        let mut out = PhpArray::new();
        for (k, v) in a.iter() {
            let v = match v.get() {
                Value::Array(inner) if depth < MAX_DEPTH => {
                    Value::Array(self.recursive(inner, s, depth + 1)?)
                }
                inner @ Value::Array(_) => inner,
                other => self.one(other, s)?,
            };
            out.insert(k.clone(), v);
        }
        Ok(out)
    }

    /// `php_zval_filter`: one scalar (or object) through the filter, then
    /// the `default` option in place of a failure.
    pub fn one(&mut self, value: Value, s: &Spec) -> Result<Value, Fault> {
        let filter = find(s.filter);
        let out = match &value {
            // An object that cannot become a string fails without a TypeError.
            Value::Object(o) if !self.ctx.has_to_string(o) => failed(s.flags),
            _ => {
                let text = to_string_warn(self.ctx, &value)?;
                self.run(filter, text, s)?
            }
        };
        if let Some(Value::Array(opts)) = &s.options {
            let failure = if s.flags & FILTER_NULL_ON_FAILURE != 0 {
                out.is_null()
            } else {
                matches!(out, Value::Bool(false))
            };
            if failure {
                if let Some(d) = get(opts, b"default") {
                    return Ok(d);
                }
            }
        }
        Ok(out)
    }

    /// The filter function itself.
    fn run(&mut self, filter: Filter, text: PhpStr, s: &Spec) -> Result<Value, Fault> {
        let opts = match &s.options {
            Some(Value::Array(a)) => Some(a),
            _ => None,
        };
        let b = text.as_bytes();
        let flags = s.flags;
        Ok(match filter {
            Filter::Int => number::int(b, flags, opts),
            Filter::Bool => number::boolean(b, flags),
            Filter::Float => number::float(self, b, flags, opts)?,
            Filter::Regexp => web::regexp(self, text.clone(), flags, opts)?,
            Filter::Domain => net::domain(text.clone(), flags),
            Filter::Url => web::url(text.clone(), flags),
            Filter::Email => web::email(self, text.clone(), flags)?,
            Filter::Ip => net::ip(text.clone(), flags),
            Filter::Mac => net::mac(self, text.clone(), flags, opts)?,
            Filter::Callback => return self.callback(Value::Str(text), s.options.as_ref()),
            _ => sanitize::run(filter, b, flags),
        })
    }

    /// `php_filter_callback`: the options must be a callable; its result
    /// is the value (`null` when the call did not return).
    fn callback(&mut self, value: Value, callable: Option<&Value>) -> Result<Value, Fault> {
        let ok = match callable {
            Some(c) => self.ctx.is_callable(c, false)?,
            None => false,
        };
        let Some(c) = callable.filter(|_| ok) else {
            let msg = format!("{}(): Option must be a valid callback", self.func);
            return Err(self.ctx.throw(ThrowKind::TypeError, msg));
        };
        self.ctx.call(c, vec![value])
    }

    /// A ValueError naming the running function (`zend_value_error`).
    pub fn value_error(&mut self, rest: &str) -> Fault {
        let msg = format!("{}(): {}", self.func, rest);
        self.ctx.throw(ThrowKind::ValueError, msg)
    }
}

/// `php_filter_array_handler`: `filter_var_array`/`filter_input_array`.
pub(crate) fn array_handler(
    run: &mut Run,
    input: &PhpArray,
    def: &Args,
    add_empty: bool,
) -> Result<Value, Fault> {
    let defs = match def {
        Args::Int(filter) => {
            let s = Spec {
                filter: *filter,
                flags: FILTER_REQUIRE_ARRAY,
                options: None,
            };
            return run.apply(Value::Array(input.clone()), &s);
        }
        Args::Array(d) => d,
    };
    let mut out = PhpArray::new();
    for (k, d) in defs.iter() {
        let key = match k {
            ArrayKey::Str(ref s) => s.clone(),
            ArrayKey::Int(_) => {
                let msg = format!(
                    "{}(): Argument #2 ($options) must contain only string keys",
                    run.func
                );
                return Err(run.ctx.throw(ThrowKind::TypeError, msg));
            }
        };
        if key.is_empty() {
            return Err(run.value_error("Argument #2 ($options) cannot contain empty keys"));
        }
        match input.get(&k) {
            None => {
                if add_empty {
                    out.insert(k.clone(), Value::Null);
                }
            }
            Some(v) => {
                let args = match d.get() {
                    Value::Array(a) => Args::Array(a),
                    other => Args::Int(to_int(&other)),
                };
                let s = spec(-1, &args, FILTER_REQUIRE_SCALAR);
                let v = run.apply(v.get(), &s)?;
                out.insert(ArrayKey::Str(key), v);
            }
        }
    }
    Ok(Value::Array(out))
}
