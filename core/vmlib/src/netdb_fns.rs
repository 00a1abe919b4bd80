//! `getprotobyname`, `getprotobynumber`, `getservbyname` and
//! `getservbyport`: php asks the C library, which reads `/etc/protocols`
//! and `/etc/services`. rphp reads the same files through the
//! [`crate::Host`], so a host without them (WASI without the directory
//! mapped, the browser) answers false as php does on a system without
//! them. Names and protocols match case-sensitively, as glibc's
//! `files` lookups do.

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Int, String as Str};
use rphp_value::{Fault, ParamSpec as P, Value};

static NETDB_FNS: &[EngineBuiltin] = &[
    engine!("getprotobyname", [P::req("protocol", Str)], getprotobyname),
    engine!(
        "getprotobynumber",
        [P::req("protocol", Int)],
        getprotobynumber
    ),
    engine!(
        "getservbyname",
        [P::req("service", Str), P::req("protocol", Str)],
        getservbyname
    ),
    engine!(
        "getservbyport",
        [P::req("port", Int), P::req("protocol", Str)],
        getservbyport
    ),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(NETDB_FNS);
}

/// The entries of a netdb file: each line's words before any `#`
/// (name, number or port/protocol, aliases); lines with fewer than two
/// words are skipped, as glibc skips them.
fn entries(text: &[u8]) -> impl Iterator<Item = Vec<&[u8]>> {
    text.split(|&b| b == b'\n').filter_map(|line| {
        let line = match line.iter().position(|&b| b == b'#') {
            Some(i) => &line[..i],
            None => line,
        };
        let words: Vec<&[u8]> = line
            .split(|b| b.is_ascii_whitespace())
            .filter(|w| !w.is_empty())
            .collect();
        (words.len() >= 2).then_some(words)
    })
}

/// A decimal number as glibc's parser takes it (digits only).
fn number(w: &[u8]) -> Option<i64> {
    if w.is_empty() || w.len() > 9 || !w.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(w).ok()?.parse().ok()
}

/// A protocol's number from `/etc/protocols`-formatted text.
fn proto_number(text: &[u8], name: &[u8]) -> Option<i64> {
    entries(text)
        .filter(|w| w[0] == name || w[2..].contains(&name))
        .find_map(|w| number(w[1]))
}

/// A protocol's official name from `/etc/protocols`-formatted text.
fn proto_name(text: &[u8], num: i64) -> Option<Vec<u8>> {
    entries(text)
        .find(|w| number(w[1]) == Some(num))
        .map(|w| w[0].to_vec())
}

/// Splits a services entry's `port/protocol`.
fn port_proto(w: &[u8]) -> Option<(i64, &[u8])> {
    let slash = w.iter().position(|&b| b == b'/')?;
    Some((number(&w[..slash])?, &w[slash + 1..]))
}

/// A service's port from `/etc/services`-formatted text.
fn service_port(text: &[u8], name: &[u8], proto: &[u8]) -> Option<i64> {
    entries(text).find_map(|w| {
        let (port, p) = port_proto(w[1])?;
        (p == proto && (w[0] == name || w[2..].contains(&name))).then_some(port)
    })
}

/// A service's official name from `/etc/services`-formatted text.
fn service_name(text: &[u8], port: i64, proto: &[u8]) -> Option<Vec<u8>> {
    entries(text).find_map(|w| {
        let (n, p) = port_proto(w[1])?;
        (n == port && p == proto).then(|| w[0].to_vec())
    })
}

fn read(vm: &mut Vm, path: &str) -> Vec<u8> {
    vm.host.read_file(path.as_bytes()).unwrap_or_default()
}

fn str_arg(a: &[Value], i: usize) -> Vec<u8> {
    a.get(i)
        .map(|v| v.to_php_str().as_bytes().to_vec())
        .unwrap_or_default()
}

fn found_str(s: Option<Vec<u8>>) -> Value {
    s.map_or(Value::Bool(false), |s| Value::Str(s.into()))
}

fn getprotobyname(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let name = str_arg(a, 0);
    let text = read(vm, "/etc/protocols");
    Ok(proto_number(&text, &name).map_or(Value::Bool(false), Value::Int))
}

fn getprotobynumber(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    // The C function takes an int.
    let num = a.first().map_or(0, Value::to_int) as i32;
    let text = read(vm, "/etc/protocols");
    Ok(found_str(proto_name(&text, i64::from(num))))
}

fn getservbyname(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let (name, proto) = (str_arg(a, 0), str_arg(a, 1));
    let text = read(vm, "/etc/services");
    Ok(service_port(&text, &name, &proto).map_or(Value::Bool(false), Value::Int))
}

fn getservbyport(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    // php passes the port through htons of an unsigned short.
    let port = a.first().map_or(0, Value::to_int) as u16;
    let proto = str_arg(a, 1);
    let text = read(vm, "/etc/services");
    Ok(found_str(service_name(&text, i64::from(port), &proto)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROTOCOLS: &[u8] = b"# comment\nip\t0\tIP\t\t# internet protocol\ntcp 6 TCP\nudp\t17\tUDP\nbad\nmptcp 262 MPTCP\n";
    const SERVICES: &[u8] =
        b"tcpmux 1/tcp\nhttp\t\t80/tcp\t\twww\t# WorldWideWeb\nhttps 443/tcp\nhttps 443/udp\nx notaport/tcp\n";

    #[test]
    fn protocols() {
        assert_eq!(proto_number(PROTOCOLS, b"tcp"), Some(6));
        assert_eq!(proto_number(PROTOCOLS, b"UDP"), Some(17));
        assert_eq!(proto_number(PROTOCOLS, b"Tcp"), None);
        assert_eq!(proto_number(PROTOCOLS, b"bad"), None);
        assert_eq!(proto_name(PROTOCOLS, 0), Some(b"ip".to_vec()));
        assert_eq!(proto_name(PROTOCOLS, 262), Some(b"mptcp".to_vec()));
        assert_eq!(proto_name(PROTOCOLS, 7), None);
    }

    #[test]
    fn services() {
        assert_eq!(service_port(SERVICES, b"www", b"tcp"), Some(80));
        assert_eq!(service_port(SERVICES, b"http", b"udp"), None);
        assert_eq!(service_port(SERVICES, b"http", b"TCP"), None);
        assert_eq!(service_port(SERVICES, b"x", b"tcp"), None);
        assert_eq!(service_name(SERVICES, 443, b"udp"), Some(b"https".to_vec()));
        assert_eq!(service_name(SERVICES, 80, b""), None);
    }
}
