//! Command-line parsing for the `rphp` binary, following `php`'s CLI:
//! `rphp [options] [-f] <file> [--] [args...]`, `rphp [options] -r <code> [--] [args...]`.

/// What the command line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// Run a file (`None`: read the script from stdin).
    File(Option<String>),
    /// `-r code`
    Code(String),
    /// `-l file`
    Lint(Option<String>),
    Version,
    Help,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cli {
    pub mode: Mode,
    /// `--dump-bytecode`: print the compiled listing instead of running.
    pub dump: bool,
    pub ini: Vec<(String, String)>,
    pub args: Vec<String>,
}

/// A command line php would reject: the message to print and the exit status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    pub message: String,
    pub status: i32,
}

pub const USAGE: &str = "Usage: rphp [options] [-f] <file> [--] [args...]
   rphp [options] -r <code> [--] [args...]

  -d foo[=bar]     Define INI entry foo with value 'bar'
  -f <file>        Parse and execute <file>.
  -h               This help
  -l               Syntax check only (lint)
  -n               No configuration (ini) files will be used (rphp never reads php.ini)
  -r <code>        Run PHP <code> without using script tags <?..?>
  -v               Version number

  args...          Arguments passed to script. Use -- args when first argument
                   starts with - or script is read from stdin
";

/// Parses `args` (without the program name).
pub fn parse(args: &[String]) -> Result<Cli, CliError> {
    let mut ini = Vec::new();
    let mut mode: Option<Mode> = None;
    let mut lint = false;
    let mut dump = false;
    let mut dashdash = false;
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if a == "--" {
            // `rphp [options] -- [args...]`: the script comes from stdin.
            dashdash = true;
            i += 1;
            break;
        }
        if !a.starts_with('-') || a == "-" {
            break;
        }
        if a == "--dump-bytecode" {
            dump = true;
            i += 1;
            continue;
        }
        let opt = &a[1..];
        let mut chars = opt.chars();
        let c = chars.next().unwrap_or(' ');
        let attached: String = chars.collect();
        let value = |i: &mut usize| -> Result<String, CliError> {
            if !attached.is_empty() {
                return Ok(attached.clone());
            }
            *i += 1;
            args.get(*i).cloned().ok_or_else(|| CliError {
                message: format!(
                    "Error in argument {}, char 2: no argument for option {c}\n{USAGE}",
                    *i
                ),
                status: 1,
            })
        };
        match c {
            'n' | 'q' | 'H' | 'e' => {}
            'c' | 'z' => {
                value(&mut i)?;
            }
            'd' => {
                let kv = value(&mut i)?;
                match kv.split_once('=') {
                    Some((k, v)) => ini.push((k.to_string(), strip_quotes(v))),
                    None => ini.push((kv, "1".to_string())),
                }
            }
            'r' => mode = Some(Mode::Code(value(&mut i)?)),
            'f' => {
                mode = Some(Mode::File(Some(value(&mut i)?)));
                i += 1;
                break;
            }
            'l' => lint = true,
            'v' => mode = Some(Mode::Version),
            'h' | '?' => mode = Some(Mode::Help),
            _ => {
                return Err(CliError {
                    message: format!(
                        "Error in argument {}, char 2: option not found {c}\n{USAGE}",
                        i + 1
                    ),
                    status: 1,
                })
            }
        }
        i += 1;
    }
    let mut rest: Vec<String> = args[i..].to_vec();
    // A `--` right after the options ends them; after a script name it is the script's.
    let mut file_from_rest = false;
    let mode = match mode {
        Some(Mode::File(f)) => {
            if lint {
                Mode::Lint(f)
            } else {
                Mode::File(f)
            }
        }
        Some(m) => m,
        None => {
            let file = if !dashdash && !rest.is_empty() && rest[0] != "--" {
                file_from_rest = true;
                Some(rest.remove(0))
            } else {
                None
            };
            if lint {
                Mode::Lint(file)
            } else {
                Mode::File(file)
            }
        }
    };
    if !file_from_rest && rest.first().is_some_and(|a| a == "--") {
        rest.remove(0);
    }
    Ok(Cli {
        mode,
        dump,
        ini,
        args: rest,
    })
}

fn strip_quotes(v: &str) -> String {
    let t = v.trim();
    if t.len() >= 2
        && (t.starts_with('"') && t.ends_with('"') || t.starts_with('\'') && t.ends_with('\''))
    {
        t[1..t.len() - 1].to_string()
    } else {
        t.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(a: &[&str]) -> Cli {
        parse(&a.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn file_and_args() {
        let c = p(&["-n", "-d", "precision=10", "x.php", "a", "-b"]);
        assert_eq!(c.mode, Mode::File(Some("x.php".into())));
        assert_eq!(c.ini, vec![("precision".into(), "10".into())]);
        assert_eq!(c.args, vec!["a".to_string(), "-b".to_string()]);
    }

    #[test]
    fn dashdash_means_stdin() {
        let c = p(&["--", "a", "b"]);
        assert_eq!(c.mode, Mode::File(None));
        assert_eq!(c.args, vec!["a".to_string(), "b".to_string()]);
    }

    #[test]
    fn dashdash_after_the_script_is_the_scripts() {
        let c = p(&["x.php", "--", "-a"]);
        assert_eq!(c.args, vec!["--".to_string(), "-a".to_string()]);
        let c = p(&["-r", "echo 1;", "--", "-a"]);
        assert_eq!(c.args, vec!["-a".to_string()]);
    }

    #[test]
    fn code_and_lint() {
        assert_eq!(p(&["-r", "echo 1;"]).mode, Mode::Code("echo 1;".into()));
        assert_eq!(p(&["-l", "x.php"]).mode, Mode::Lint(Some("x.php".into())));
        assert_eq!(p(&[]).mode, Mode::File(None));
    }
}
