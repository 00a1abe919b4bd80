//! `include`, `require` (`_once`) and `eval`: path resolution like PHP's
//! (include_path entries, then the including script's directory), messages
//! for missing files, and running the loaded code in the including scope
//! (its variables are bound by reference to the includer's).

use crate::host::LoadError;
use crate::runtime::ScriptRt;
use crate::vm::{Frame, Vm};
use rphp_bytecode::Instr;
use rphp_value::{ErrorLevel, Fault, Value};

impl Vm {
    pub fn resolve_include(&mut self, path: &[u8]) -> Option<Vec<u8>> {
        let cwd = self.host.cwd();
        let join = |dir: &[u8], p: &[u8]| {
            let mut v = dir.to_vec();
            if !v.ends_with(b"/") {
                v.push(b'/');
            }
            v.extend_from_slice(p);
            v
        };
        if path.starts_with(b"/") {
            return self.host.realpath(path);
        }
        if path.starts_with(b"./") || path.starts_with(b"../") {
            return self.host.realpath(&join(&cwd, path));
        }
        let ip = self.ini.get_str("include_path");
        for dir in ip.split(':') {
            if dir.is_empty() {
                continue;
            }
            let d = if dir == "." {
                cwd.clone()
            } else {
                dir.as_bytes().to_vec()
            };
            let cand = join(&d, path);
            if self.host.is_file(&cand) {
                return self.host.realpath(&cand);
            }
        }
        // The directory of the executing script.
        let (file, _) = self.location();
        if let Some(pos) = file.iter().rposition(|&b| b == b'/') {
            let cand = join(&file[..pos], path);
            if self.host.is_file(&cand) {
                return self.host.realpath(&cand);
            }
        }
        None
    }

    /// `spl_autoload`'s include: `name` looked up along the include path only;
    /// a file already included is not run again. Ok(true): a file was run.
    pub(crate) fn include_for_autoload(&mut self, name: &[u8]) -> Result<bool, Fault> {
        let cwd = self.host.cwd();
        let ip = self.ini.get_str("include_path");
        let mut found = None;
        for dir in ip.split(':').filter(|d| !d.is_empty()) {
            let mut cand = if dir == "." {
                cwd.clone()
            } else {
                dir.as_bytes().to_vec()
            };
            if !cand.ends_with(b"/") {
                cand.push(b'/');
            }
            cand.extend_from_slice(name);
            if self.host.is_file(&cand) {
                found = self.host.realpath(&cand);
                break;
            }
        }
        let Some(real) = found else {
            return Ok(false);
        };
        if !self.included.insert(real.clone()) {
            return Ok(false);
        }
        self.included_order.push(real.clone());
        let Ok(source) = self.host.read_file(&real) else {
            return Ok(false);
        };
        // php numbers the stream it reads an included file through.
        self.streams.take_id();
        let Some(mut loader) = self.loader.take() else {
            return Err(self.throw_error("Error", "include is not available"));
        };
        let r = loader.compile_file(&real, &source);
        self.loader = Some(loader);
        let script = match r {
            Ok(s) => s,
            Err(LoadError::Parse { message, line }) => {
                self.emit_error_text(4, "Parse error", &message, &real, line);
                self.exit_status = 255;
                return Err(Fault::Exit);
            }
            Err(LoadError::Compile { message, line }) => {
                return Err(self.fatal_at(&message, &real, line))
            }
        };
        let rt = ScriptRt::new(script);
        self.scripts.push(rt.clone());
        self.declare_hoisted(&rt)?;
        for d in rt.script.diagnostics.clone() {
            self.raise_compile_diag(&d, &real)?;
        }
        let main = rt.main();
        self.call_callee(crate::runtime::Callee::User(main), Vec::new())?;
        Ok(true)
    }

    /// `Include`/`Eval`. Ok(true): a frame was pushed.
    pub(crate) fn include_op(&mut self, ins: Instr) -> Result<bool, Fault> {
        let v = self.operand(ins.b)?;
        let arg = self.str_conv(&v)?;
        let dst = ins.a;
        let (script, is_eval) = if ins.op == rphp_bytecode::Op::Eval {
            let (file, line) = self.location();
            let mut path = file.clone();
            path.extend_from_slice(format!("({line}) : eval()'d code").as_bytes());
            let Some(mut loader) = self.loader.take() else {
                return Err(self.throw_error("Error", "eval() is not available"));
            };
            let r = loader.compile_eval(&path, arg.as_bytes());
            self.loader = Some(loader);
            match r {
                Ok(s) => (s, true),
                Err(LoadError::Parse { message, .. }) => {
                    return Err(self.throw_error("ParseError", message))
                }
                Err(LoadError::Compile { message, line }) => {
                    return Err(self.fatal_at(&message, &path, line))
                }
            }
        } else {
            let kind = ins.c;
            let fname = ["include", "include_once", "require", "require_once"][kind as usize & 3];
            let user = crate::streams::user_wrapper::class_for(self, arg.as_bytes());
            let resolved = match &user {
                Some(_) => Some(arg.as_bytes().to_vec()),
                None => self.resolve_include(arg.as_bytes()),
            };
            let Some(real) = resolved else {
                let p = arg.to_string_lossy();
                if arg.is_empty() {
                    self.raise(ErrorLevel::Deprecated, &format!("{fname}(): Passing null to parameter #1 ($filename) of type string is deprecated")).ok();
                }
                self.raise(
                    ErrorLevel::Warning,
                    &format!("{fname}({p}): Failed to open stream: No such file or directory"),
                )?;
                return self.include_failed(kind, fname, &p, dst);
            };
            let mut user_source = None;
            if let Some(class) = user {
                use crate::streams::user_include::{read_for_include, Included};
                match read_for_include(self, fname, &class, &real, kind & 1 == 1)? {
                    Included::Failed => {
                        return self.include_failed(kind, fname, &arg.to_string_lossy(), dst)
                    }
                    Included::Already => {
                        self.set_slot(dst, Value::Bool(true))?;
                        return Ok(false);
                    }
                    Included::Source(s) => user_source = Some(s),
                }
            }
            if (kind == 1 || kind == 3) && self.included.contains(&real) {
                self.set_slot(dst, Value::Bool(true))?;
                return Ok(false);
            }
            if self.included.insert(real.clone()) {
                self.included_order.push(real.clone());
            }
            let from_user = user_source.is_some();
            let read = match user_source {
                Some(s) => Ok(s),
                None => self.host.read_file(&real),
            };
            let source = match read {
                Ok(s) if from_user => s,
                Ok(s) => {
                    self.streams.take_id();
                    s
                }
                Err(e) => {
                    let p = arg.to_string_lossy();
                    self.raise(
                        ErrorLevel::Warning,
                        &format!("{fname}({p}): Failed to open stream: {e}"),
                    )?;
                    self.set_slot(dst, Value::Bool(false))?;
                    return Ok(false);
                }
            };
            let Some(mut loader) = self.loader.take() else {
                return Err(self.throw_error("Error", "include is not available"));
            };
            let r = loader.compile_file(&real, &source);
            self.loader = Some(loader);
            match r {
                Ok(s) => (s, false),
                Err(LoadError::Parse { message, line }) => {
                    self.emit_error_text(4, "Parse error", &message, &real, line);
                    self.exit_status = 255;
                    return Err(Fault::Exit);
                }
                Err(LoadError::Compile { message, line }) => {
                    return Err(self.fatal_at(&message, &real, line))
                }
            }
        };
        let rt = ScriptRt::new(script);
        self.scripts.push(rt.clone());
        self.declare_hoisted(&rt)?;
        let main = rt.main();
        let includer = self.frames.len() - 1;
        let base = self.stack.len();
        self.stack.resize(base + main.code.num_slots as usize, None);
        for (i, name) in main.code.cv_names.iter().enumerate() {
            if self.frame_var(includer, name).is_some() {
                let r = self.frame_var_ref(includer, name);
                self.stack[base + i] = Some(Value::Ref(r));
            }
        }
        let path = rt.script.path.to_vec();
        for d in rt.script.diagnostics.clone() {
            self.raise_compile_diag(&d, &path)?;
        }
        self.frames.push(Frame {
            func: main,
            pc: 0,
            base,
            ret: dst,
            argc: 0,
            stop: false,
            is_include: true,
            pending_base: self.pending.len(),
            extra: None,
            ret_ref: false,
            this: None,
            static_class: None,
        });
        let _ = is_eval;
        Ok(true)
    }

    /// After an include's "Failed to open stream" warning: `require`'s
    /// Error, or `include`'s second warning and false.
    fn include_failed(&mut self, kind: u32, fname: &str, p: &str, dst: u32) -> Result<bool, Fault> {
        let ip = self.ini.get_str("include_path");
        if kind >= 2 {
            let msg = format!("Failed opening required '{p}' (include_path='{ip}')");
            return Err(self.throw_error("Error", msg));
        }
        self.raise(
            ErrorLevel::Warning,
            &format!("{fname}(): Failed opening '{p}' for inclusion (include_path='{ip}')"),
        )?;
        self.set_slot(dst, Value::Bool(false))?;
        Ok(false)
    }

    /// Before an included file's frame goes: its variables become the includer's.
    pub(crate) fn finish_include(&mut self) {
        let n = self.frames.len();
        if n < 2 {
            return;
        }
        let (base, names) = {
            let f = &self.frames[n - 1];
            (f.base, f.func.code.cv_names.clone())
        };
        for (i, name) in names.iter().enumerate() {
            match self.stack[base + i].clone() {
                Some(Value::Ref(r)) => self.bind_frame_var(n - 2, name, r),
                Some(v) => self.set_frame_var(n - 2, name, v),
                None => {}
            }
        }
        if let Some(dv) = self.frames[n - 1]
            .extra
            .as_mut()
            .map(|e| std::mem::take(&mut e.dyn_vars))
        {
            for (k, v) in dv.into_iter() {
                self.set_frame_var(n - 2, &k, v);
            }
        }
    }

    /// Raises the diagnostics PHP printed while compiling a file that then
    /// failed to compile (they come before its parse error).
    pub fn raise_compile_diagnostics(&mut self, diags: &[rphp_bytecode::Diagnostic], path: &[u8]) {
        for d in diags {
            let _ = self.raise_compile_diag(d, path);
        }
    }

    /// Writes bytes straight to standard output after what is buffered
    /// (the CLI's own messages, e.g. `php -l`'s verdict).
    pub fn write_stdout_direct(&mut self, bytes: &[u8]) {
        self.flush();
        self.host.write_stdout(bytes);
    }

    /// Raises a compile-time diagnostic of a script being started.
    pub(crate) fn raise_compile_diag(
        &mut self,
        d: &rphp_bytecode::Diagnostic,
        path: &[u8],
    ) -> Result<(), Fault> {
        let level = match d.level {
            8192 => ErrorLevel::Deprecated,
            8 => ErrorLevel::Notice,
            2 => ErrorLevel::Warning,
            _ => ErrorLevel::CompileWarning,
        };
        self.raise_at(level, &d.message, path, d.line)
    }
}
