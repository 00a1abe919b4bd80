//! The CLI's own functions `cli_set_process_title`/`cli_get_process_title`
//! and `get_browser`.
//!
//! php's CLI writes the title over its argv (what `ps` shows) and reads
//! back what it wrote, so `cli_get_process_title` is "" until a title is
//! set; rphp keeps the title and lets the [`crate::Host`] show it where it
//! can. `get_browser` needs a browscap file named by the `browscap` ini
//! setting, which php loads at startup; without one (php -n, every rphp
//! host) it warns and returns false.

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Bool, String as Str};
use rphp_value::{ErrorLevel, Fault, ParamSpec as P, Value};

static CLI_FNS: &[EngineBuiltin] = &[
    engine!(
        "cli_set_process_title",
        [P::req("title", Str)],
        cli_set_process_title
    ),
    engine!("cli_get_process_title", [], cli_get_process_title),
    engine!(
        "get_browser",
        [
            P::opt("user_agent", Str, "null").nullable(),
            P::opt("return_array", Bool, "false")
        ],
        get_browser
    ),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(CLI_FNS);
}

fn cli_set_process_title(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let title = a
        .first()
        .map(|v| v.to_php_str().as_bytes().to_vec())
        .unwrap_or_default();
    vm.host.set_process_title(&title);
    vm.sapi.process_title = title;
    Ok(Value::Bool(true))
}

fn cli_get_process_title(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    Ok(Value::Str(vm.sapi.process_title.clone().into()))
}

fn get_browser(vm: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    // rphp loads no browscap file: the `browscap` setting can only be
    // given at startup, where php would have parsed it.
    vm.raise(
        ErrorLevel::Warning,
        "get_browser(): browscap ini directive not set",
    )?;
    Ok(Value::Bool(false))
}
