//! Variables by name: variable-variables, `global`, `$GLOBALS`, dynamic
//! variables created by `extract`; constants (`define`, `const`, core
//! constants); the memory limit check.

use crate::vm::Vm;
use rphp_value::{ArrayKey, ErrorLevel, Fault, PhpArray, PhpStr, Reference, Value};

impl Vm {
    fn name_of(&mut self, x: u32) -> Result<Vec<u8>, Fault> {
        let v = self.operand(x)?;
        Ok(self.str_conv(&v)?.as_bytes().to_vec())
    }

    /// Reads `$name` in frame `fi`; None when undefined.
    pub(crate) fn frame_var(&self, fi: usize, name: &[u8]) -> Option<Value> {
        let fr = &self.frames[fi];
        if let Some(s) = fr.func.cv_slot(name) {
            return self.stack[fr.base + s as usize].as_ref().map(|v| v.get());
        }
        fr.dyn_vars().and_then(|m| m.get(name)).map(|v| v.get())
    }

    /// A reference to `$name` in frame `fi`, creating the variable (as null) if needed.
    pub(crate) fn frame_var_ref(&mut self, fi: usize, name: &[u8]) -> Reference {
        let (base, slot) = {
            let fr = &self.frames[fi];
            (fr.base, fr.func.cv_slot(name))
        };
        if let Some(s) = slot {
            if self.stack[base + s as usize].is_none() {
                self.stack[base + s as usize] = Some(Value::Null);
            }
            return self.make_slot_ref(base + s as usize);
        }
        let fr = &mut self.frames[fi];
        let map = &mut fr.extra_mut().dyn_vars;
        let e = map.entry(name.to_vec()).or_insert(Value::Null);
        match e {
            Value::Ref(r) => r.clone(),
            other => {
                let r = Reference::new(std::mem::take(other));
                *other = Value::Ref(r.clone());
                r
            }
        }
    }

    pub(crate) fn set_frame_var(&mut self, fi: usize, name: &[u8], v: Value) {
        let (base, slot) = {
            let fr = &self.frames[fi];
            (fr.base, fr.func.cv_slot(name))
        };
        if let Some(s) = slot {
            let sl = &mut self.stack[base + s as usize];
            match sl {
                Some(Value::Ref(r)) => r.set(v),
                _ => *sl = Some(v),
            }
            return;
        }
        let map = &mut self.frames[fi].extra_mut().dyn_vars;
        match map.get_mut(name) {
            Some(Value::Ref(r)) => r.set(v),
            _ => {
                map.insert(name.to_vec(), v);
            }
        }
    }

    /// Makes `$name` in frame `fi` an alias of reference `r`.
    pub(crate) fn bind_frame_var(&mut self, fi: usize, name: &[u8], r: Reference) {
        let (base, slot) = {
            let fr = &self.frames[fi];
            (fr.base, fr.func.cv_slot(name))
        };
        match slot {
            Some(s) => self.stack[base + s as usize] = Some(Value::Ref(r)),
            None => {
                let map = &mut self.frames[fi].extra_mut().dyn_vars;
                map.insert(name.to_vec(), Value::Ref(r));
            }
        }
    }

    pub(crate) fn unset_frame_var(&mut self, fi: usize, name: &[u8]) {
        let (base, slot) = {
            let fr = &self.frames[fi];
            (fr.base, fr.func.cv_slot(name))
        };
        if let Some(s) = slot {
            self.stack[base + s as usize] = None;
        } else if let Some(m) = self.frames[fi].extra.as_mut().map(|e| &mut e.dyn_vars) {
            m.remove(name);
        }
    }

    /// The frame whose variables `$$x` in the current code refers to.
    fn var_frame(&self) -> usize {
        self.frames.len() - 1
    }

    /// The frame holding global variables.
    pub(crate) fn global_frame(&self) -> usize {
        0
    }

    pub(crate) fn set_global(&mut self, name: &[u8], v: Value) {
        let g = self.global_frame();
        self.set_frame_var(g, name, v);
    }

    pub(crate) fn var_var_get(&mut self, n: u32, quiet: bool) -> Result<Value, Fault> {
        let name = self.name_of(n)?;
        let fi = self.var_frame();
        match self.frame_var(fi, &name) {
            Some(v) => Ok(v),
            None => {
                if name == b"GLOBALS" {
                    return Ok(self.globals_array());
                }
                if !quiet {
                    let msg = format!("Undefined variable ${}", String::from_utf8_lossy(&name));
                    self.raise(ErrorLevel::Warning, &msg)?;
                }
                Ok(Value::Null)
            }
        }
    }

    pub(crate) fn var_var_ref(&mut self, n: u32) -> Result<Reference, Fault> {
        let name = self.name_of(n)?;
        let fi = self.var_frame();
        Ok(self.frame_var_ref(fi, &name))
    }

    pub(crate) fn var_var_unset(&mut self, n: u32) -> Result<(), Fault> {
        let name = self.name_of(n)?;
        let fi = self.var_frame();
        self.unset_frame_var(fi, &name);
        Ok(())
    }

    pub(crate) fn global_ref(&mut self, name: Value) -> Result<Reference, Fault> {
        let name = self.str_conv(&name)?;
        let g = self.global_frame();
        Ok(self.frame_var_ref(g, name.as_bytes()))
    }

    pub(crate) fn global_get(&mut self, k: u32) -> Result<Value, Fault> {
        let name = self.name_of(k)?;
        let g = self.global_frame();
        match self.frame_var(g, &name) {
            Some(v) => Ok(v),
            None => {
                if name.starts_with(b"_") {
                    return Ok(Value::Null);
                }
                let msg = format!(
                    "Undefined global variable ${}",
                    String::from_utf8_lossy(&name)
                );
                self.raise(ErrorLevel::Warning, &msg)?;
                Ok(Value::Null)
            }
        }
    }

    /// All defined variables of frame `fi` as an array (`get_defined_vars`, `$GLOBALS`).
    pub(crate) fn frame_vars_array(&self, fi: usize) -> PhpArray {
        let fr = &self.frames[fi];
        let mut a = PhpArray::new();
        for (i, n) in fr.func.code.cv_names.iter().enumerate() {
            if let Some(v) = &self.stack[fr.base + i] {
                if &n[..] == b"this" {
                    continue;
                }
                a.insert(ArrayKey::from_bytes(n), v.get());
            }
        }
        if let Some(m) = fr.dyn_vars() {
            for (k, v) in m.iter() {
                a.insert(ArrayKey::from_bytes(k), v.get());
            }
        }
        a
    }

    pub(crate) fn globals_array(&self) -> Value {
        Value::Array(self.frame_vars_array(self.global_frame()))
    }

    // ---- constants ----

    pub(crate) fn declare_const(&mut self, n: Value, v: Value) -> Result<(), Fault> {
        let name = self.str_conv(&n)?;
        if self.constants.contains_key(name.as_bytes()) {
            let msg = format!("Constant {} already defined", name.to_string_lossy());
            self.raise(ErrorLevel::Warning, &msg)?;
            return Ok(());
        }
        self.registry.constants.push(name.as_bytes().to_vec());
        self.constants.insert(name.as_bytes().to_vec(), v);
        Ok(())
    }

    /// php 8.1 deprecated ext/filter's string filter constants and the
    /// no-op `FILE_TEXT`/`FILE_BINARY`: reading one raises "Constant X is
    /// deprecated" (the only four php 8.2 marks so).
    pub(crate) fn deprecated_constant(&mut self, name: &[u8]) -> Result<(), Fault> {
        if matches!(
            name,
            b"FILTER_SANITIZE_STRING" | b"FILTER_SANITIZE_STRIPPED" | b"FILE_TEXT" | b"FILE_BINARY"
        ) {
            let msg = format!("Constant {} is deprecated", String::from_utf8_lossy(name));
            self.raise(ErrorLevel::Deprecated, &msg)?;
        }
        Ok(())
    }

    pub(crate) fn fetch_const(&mut self, x: u32) -> Result<Value, Fault> {
        let n = self.operand(x)?;
        let name = self.str_conv(&n)?;
        let key = name
            .as_bytes()
            .strip_prefix(b"\\")
            .unwrap_or(name.as_bytes());
        if let Some(v) = self.constants.get(key) {
            let v = v.clone();
            self.deprecated_constant(key)?;
            return Ok(v);
        }
        // A namespaced name falls back to the global constant.
        if let Some(pos) = key.iter().rposition(|&b| b == b'\\') {
            if let Some(v) = self.constants.get(&key[pos + 1..]) {
                let v = v.clone();
                self.deprecated_constant(&key[pos + 1..])?;
                return Ok(v);
            }
        }
        let msg = format!("Undefined constant \"{}\"", String::from_utf8_lossy(key));
        Err(self.throw_error("Error", msg))
    }

    /// Ends the request if memory use (plus `extra` bytes about to be allocated) passes memory_limit.
    /// Also ends it when max_execution_time has run out (this runs every few
    /// thousand backward jumps and when the VM stack grows).
    pub(crate) fn check_memory(&mut self, extra: usize) -> Result<(), Fault> {
        // php's CLI writes output unbuffered; this periodic check is where a
        // long-running script's pending output reaches the host, so nothing
        // printed is lost if the process is killed later.
        if !self.out.is_empty() {
            self.flush();
        }
        if self.deadline.is_some() {
            self.check_time()?;
        }
        if self.mem_limit < 0 {
            return Ok(());
        }
        let used = match self.host.memory_usage() {
            Some(n) => n,
            None => {
                self.stack.capacity() * 16
                    + self.frames.capacity() * std::mem::size_of::<crate::vm::Frame>()
            }
        };
        if (used as i128) + (extra as i128) > self.mem_limit as i128 {
            let tried = if extra > 0 { extra } else { 262144 };
            let msg = format!(
                "Allowed memory size of {} bytes exhausted (tried to allocate {} bytes)",
                self.mem_limit, tried
            );
            return Err(self.fatal(&msg));
        }
        Ok(())
    }
}

impl Vm {
    /// PHP's "Maximum execution time of N seconds exceeded" once the deadline has passed.
    #[cold]
    fn check_time(&mut self) -> Result<(), Fault> {
        let Some(deadline) = self.deadline else {
            return Ok(());
        };
        if self.host.now() < deadline {
            return Ok(());
        }
        // Shutdown functions get a fresh start, as in php.
        self.deadline = None;
        let n = self.time_limit;
        let msg = format!(
            "Maximum execution time of {n} second{} exceeded",
            if n == 1 { "" } else { "s" }
        );
        Err(self.fatal(&msg))
    }
}

/// The core constants that are not substituted at compile time.
pub(crate) fn register_constants(vm: &mut Vm) {
    let s = |x: &str| Value::Str(PhpStr::from(x));
    let consts: Vec<(&str, Value)> = vec![
        ("PHP_VERSION", s("8.2.36")),
        ("PHP_MAJOR_VERSION", Value::Int(8)),
        ("PHP_MINOR_VERSION", Value::Int(2)),
        ("PHP_RELEASE_VERSION", Value::Int(36)),
        ("PHP_VERSION_ID", Value::Int(80236)),
        ("PHP_EXTRA_VERSION", s("")),
        ("PHP_OS", s("Linux")),
        ("PHP_OS_FAMILY", s("Linux")),
        ("PHP_EOL", s("\n")),
        ("PHP_INT_MAX", Value::Int(i64::MAX)),
        ("PHP_INT_MIN", Value::Int(i64::MIN)),
        ("PHP_INT_SIZE", Value::Int(8)),
        ("PHP_FLOAT_EPSILON", Value::Float(f64::EPSILON)),
        ("PHP_FLOAT_MAX", Value::Float(f64::MAX)),
        ("PHP_FLOAT_MIN", Value::Float(f64::MIN_POSITIVE)),
        ("PHP_FLOAT_DIG", Value::Int(15)),
        ("PHP_DEBUG", Value::Int(0)),
        ("PHP_MAXPATHLEN", Value::Int(4096)),
        ("DIRECTORY_SEPARATOR", s("/")),
        ("PATH_SEPARATOR", s(":")),
        ("PHP_SAPI", s("cli")),
        ("PHP_BINARY", s("")),
        ("DEFAULT_INCLUDE_PATH", s(".:/usr/share/php")),
        ("E_ERROR", Value::Int(1)),
        ("E_WARNING", Value::Int(2)),
        ("E_PARSE", Value::Int(4)),
        ("E_NOTICE", Value::Int(8)),
        ("E_CORE_ERROR", Value::Int(16)),
        ("E_CORE_WARNING", Value::Int(32)),
        ("E_COMPILE_ERROR", Value::Int(64)),
        ("E_COMPILE_WARNING", Value::Int(128)),
        ("E_USER_ERROR", Value::Int(256)),
        ("E_USER_WARNING", Value::Int(512)),
        ("E_USER_NOTICE", Value::Int(1024)),
        ("E_STRICT", Value::Int(2048)),
        ("E_RECOVERABLE_ERROR", Value::Int(4096)),
        ("E_DEPRECATED", Value::Int(8192)),
        ("E_USER_DEPRECATED", Value::Int(16384)),
        ("E_ALL", Value::Int(32767)),
        ("NAN", Value::Float(f64::NAN)),
        ("M_PI", Value::Float(std::f64::consts::PI)),
        ("M_E", Value::Float(std::f64::consts::E)),
        ("M_LOG2E", Value::Float(std::f64::consts::LOG2_E)),
        ("M_LOG10E", Value::Float(std::f64::consts::LOG10_E)),
        ("M_LN2", Value::Float(std::f64::consts::LN_2)),
        ("M_LN10", Value::Float(std::f64::consts::LN_10)),
        ("M_PI_2", Value::Float(std::f64::consts::FRAC_PI_2)),
        ("M_PI_4", Value::Float(std::f64::consts::FRAC_PI_4)),
        ("M_1_PI", Value::Float(std::f64::consts::FRAC_1_PI)),
        ("M_2_PI", Value::Float(std::f64::consts::FRAC_2_PI)),
        ("M_SQRTPI", Value::Float(1.772453850905516)),
        ("M_2_SQRTPI", Value::Float(std::f64::consts::FRAC_2_SQRT_PI)),
        ("M_SQRT2", Value::Float(std::f64::consts::SQRT_2)),
        ("M_SQRT3", Value::Float(1.7320508075688772)),
        ("M_SQRT1_2", Value::Float(std::f64::consts::FRAC_1_SQRT_2)),
        ("M_LNPI", Value::Float(1.1447298858494002)),
        ("M_EULER", Value::Float(0.5772156649015329)),
        ("PHP_ROUND_HALF_UP", Value::Int(1)),
        ("PHP_ROUND_HALF_DOWN", Value::Int(2)),
        ("PHP_ROUND_HALF_EVEN", Value::Int(3)),
        ("PHP_ROUND_HALF_ODD", Value::Int(4)),
        ("COUNT_NORMAL", Value::Int(0)),
        ("COUNT_RECURSIVE", Value::Int(1)),
        ("STR_PAD_RIGHT", Value::Int(1)),
        ("STR_PAD_LEFT", Value::Int(0)),
        ("STR_PAD_BOTH", Value::Int(2)),
        ("SORT_REGULAR", Value::Int(0)),
        ("SORT_NUMERIC", Value::Int(1)),
        ("SORT_STRING", Value::Int(2)),
        ("SORT_DESC", Value::Int(3)),
        ("SORT_ASC", Value::Int(4)),
        ("SORT_LOCALE_STRING", Value::Int(5)),
        ("SORT_NATURAL", Value::Int(6)),
        ("SORT_FLAG_CASE", Value::Int(8)),
        ("ARRAY_FILTER_USE_KEY", Value::Int(2)),
        ("ARRAY_FILTER_USE_BOTH", Value::Int(1)),
        ("EXTR_OVERWRITE", Value::Int(0)),
        ("EXTR_SKIP", Value::Int(1)),
        ("EXTR_PREFIX_SAME", Value::Int(2)),
        ("EXTR_PREFIX_ALL", Value::Int(3)),
        ("EXTR_IF_EXISTS", Value::Int(6)),
        ("EXTR_REFS", Value::Int(256)),
        ("CASE_LOWER", Value::Int(0)),
        ("CASE_UPPER", Value::Int(1)),
        ("ENT_QUOTES", Value::Int(3)),
        ("ENT_COMPAT", Value::Int(2)),
        ("ENT_NOQUOTES", Value::Int(0)),
        ("ENT_HTML401", Value::Int(0)),
        ("ENT_SUBSTITUTE", Value::Int(8)),
        ("PHP_FLOAT_DIG", Value::Int(15)),
        ("JSON_PRETTY_PRINT", Value::Int(128)),
        ("JSON_UNESCAPED_SLASHES", Value::Int(64)),
        ("JSON_UNESCAPED_UNICODE", Value::Int(256)),
        ("JSON_THROW_ON_ERROR", Value::Int(4194304)),
        ("INF", Value::Float(f64::INFINITY)),
    ];
    for (k, v) in consts {
        vm.constants.insert(k.as_bytes().to_vec(), v);
    }
}
