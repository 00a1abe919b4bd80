//! Locales on a minimal system, as php sees one: only C (alias POSIX) and
//! C.UTF-8 exist, so `setlocale` succeeds for those names only and
//! `localeconv`/`nl_langinfo` answer the C locale's values (the codeset
//! follows LC_CTYPE). php starts with LC_CTYPE set to C.UTF-8 and everything
//! else C; `setlocale(..., "")` takes the names from LC_ALL, LC_<category>
//! and LANG in the environment.

use crate::runtime::EngineBuiltin;
use crate::vm::Vm;
use rphp_value::ParamType::{Int, Mixed};
use rphp_value::{ArrayKey, ErrorLevel, Fault, ParamSpec as P, PhpArray, PhpStr, Value};

static LOCALE_FNS: &[EngineBuiltin] = &[
    engine!(
        "setlocale",
        [
            P::req("category", Int),
            P::req("locales", Mixed),
            P::req("rest", Mixed).variadic()
        ],
        setlocale
    ),
    engine!("localeconv", [], localeconv),
    engine!("nl_langinfo", [P::req("item", Int)], nl_langinfo),
];

/// glibc's categories in the order its LC_ALL composite names them; the
/// first six are php's LC_CTYPE..LC_MESSAGES (0-5).
const CATEGORIES: [&str; 12] = [
    "LC_CTYPE",
    "LC_NUMERIC",
    "LC_TIME",
    "LC_COLLATE",
    "LC_MONETARY",
    "LC_MESSAGES",
    "LC_PAPER",
    "LC_NAME",
    "LC_ADDRESS",
    "LC_TELEPHONE",
    "LC_MEASUREMENT",
    "LC_IDENTIFICATION",
];
const LC_ALL: i64 = 6;

/// nl_langinfo's items (glibc's numbers) and their values in the C locale.
const LANGINFO: &[(&str, i64, &str)] = &[
    ("ABDAY_1", 131072, "Sun"),
    ("ABDAY_2", 131073, "Mon"),
    ("ABDAY_3", 131074, "Tue"),
    ("ABDAY_4", 131075, "Wed"),
    ("ABDAY_5", 131076, "Thu"),
    ("ABDAY_6", 131077, "Fri"),
    ("ABDAY_7", 131078, "Sat"),
    ("DAY_1", 131079, "Sunday"),
    ("DAY_2", 131080, "Monday"),
    ("DAY_3", 131081, "Tuesday"),
    ("DAY_4", 131082, "Wednesday"),
    ("DAY_5", 131083, "Thursday"),
    ("DAY_6", 131084, "Friday"),
    ("DAY_7", 131085, "Saturday"),
    ("ABMON_1", 131086, "Jan"),
    ("ABMON_2", 131087, "Feb"),
    ("ABMON_3", 131088, "Mar"),
    ("ABMON_4", 131089, "Apr"),
    ("ABMON_5", 131090, "May"),
    ("ABMON_6", 131091, "Jun"),
    ("ABMON_7", 131092, "Jul"),
    ("ABMON_8", 131093, "Aug"),
    ("ABMON_9", 131094, "Sep"),
    ("ABMON_10", 131095, "Oct"),
    ("ABMON_11", 131096, "Nov"),
    ("ABMON_12", 131097, "Dec"),
    ("MON_1", 131098, "January"),
    ("MON_2", 131099, "February"),
    ("MON_3", 131100, "March"),
    ("MON_4", 131101, "April"),
    ("MON_5", 131102, "May"),
    ("MON_6", 131103, "June"),
    ("MON_7", 131104, "July"),
    ("MON_8", 131105, "August"),
    ("MON_9", 131106, "September"),
    ("MON_10", 131107, "October"),
    ("MON_11", 131108, "November"),
    ("MON_12", 131109, "December"),
    ("AM_STR", 131110, "AM"),
    ("PM_STR", 131111, "PM"),
    ("D_T_FMT", 131112, "%a %b %e %H:%M:%S %Y"),
    ("D_FMT", 131113, "%m/%d/%y"),
    ("T_FMT", 131114, "%H:%M:%S"),
    ("T_FMT_AMPM", 131115, "%I:%M:%S %p"),
    ("ERA", 131116, ""),
    ("ERA_YEAR", 131117, ""),
    ("ERA_D_T_FMT", 131120, ""),
    ("ERA_D_FMT", 131118, ""),
    ("ERA_T_FMT", 131121, ""),
    ("ALT_DIGITS", 131119, ""),
    ("CRNCYSTR", 262159, "-"),
    ("MON_DECIMAL_POINT", 262146, ""),
    ("MON_THOUSANDS_SEP", 262147, ""),
    ("MON_GROUPING", 262148, ""),
    ("RADIXCHAR", 65536, "."),
    ("THOUSEP", 65537, ""),
    ("YESEXPR", 327680, "^[yY]"),
    ("NOEXPR", 327681, "^[nN]"),
    ("CODESET", 14, "ANSI_X3.4-1968"),
];

pub(crate) fn register(vm: &mut Vm) {
    vm.register_engine(LOCALE_FNS);
    for (k, v, _) in LANGINFO {
        vm.constants.insert(k.as_bytes().to_vec(), Value::Int(*v));
    }
    for (i, k) in CATEGORIES[..6].iter().enumerate() {
        vm.constants
            .insert(k.as_bytes().to_vec(), Value::Int(i as i64));
    }
    vm.constants.insert(b"LC_ALL".to_vec(), Value::Int(LC_ALL));
}

/// The locale name glibc would give for `name`, if it exists here.
fn known_locale(name: &[u8]) -> Option<Vec<u8>> {
    if name == b"C" || name == b"POSIX" {
        return Some(b"C".to_vec());
    }
    let rest = name.strip_prefix(b"C.")?;
    let codeset = match rest.iter().position(|&c| c == b'@') {
        Some(p) => &rest[..p],
        None => rest,
    };
    let norm: Vec<u8> = codeset
        .iter()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(u8::to_ascii_lowercase)
        .collect();
    (norm == b"utf8").then(|| name.to_vec())
}

/// `Vm` methods of this file (rphp-vmlib cannot add inherent ones).
trait LocaleVm {
    fn locales(&mut self) -> &mut Vec<Vec<u8>>;
    fn env_locale(&mut self, cat: usize) -> Vec<u8>;
    fn try_locale(&mut self, cat: i64, name: &[u8]) -> Option<Vec<u8>>;
    fn query_locale(&mut self, cat: i64) -> Vec<u8>;
}

impl LocaleVm for Vm {
    fn locales(&mut self) -> &mut Vec<Vec<u8>> {
        if self.sapi.locale.is_empty() {
            self.sapi.locale = CATEGORIES.iter().map(|_| b"C".to_vec()).collect();
            self.sapi.locale[0] = b"C.UTF-8".to_vec();
        }
        &mut self.sapi.locale
    }

    /// What `setlocale(category, "")` takes from the environment.
    fn env_locale(&mut self, cat: usize) -> Vec<u8> {
        let mut names = vec![b"LC_ALL".to_vec(), CATEGORIES[cat].as_bytes().to_vec()];
        names.push(b"LANG".to_vec());
        for n in names {
            if let Some(v) = self.env_var(&n).filter(|v| !v.is_empty()) {
                return v;
            }
        }
        b"C".to_vec()
    }

    /// Sets one category (or all for LC_ALL) to one candidate name.
    fn try_locale(&mut self, cat: i64, name: &[u8]) -> Option<Vec<u8>> {
        if name.is_empty() {
            let cats: Vec<usize> = if cat == LC_ALL {
                (0..CATEGORIES.len()).collect()
            } else {
                vec![cat as usize]
            };
            let mut chosen = Vec::new();
            for c in &cats {
                let want = self.env_locale(*c);
                chosen.push(known_locale(&want)?);
            }
            for (c, v) in cats.iter().zip(chosen) {
                self.locales()[*c] = v;
            }
            return Some(self.query_locale(cat));
        }
        let v = known_locale(name)?;
        if cat == LC_ALL {
            for slot in self.locales().iter_mut() {
                *slot = v.clone();
            }
        } else {
            self.locales()[cat as usize] = v.clone();
        }
        Some(v)
    }

    fn query_locale(&mut self, cat: i64) -> Vec<u8> {
        let l = self.locales().clone();
        if cat != LC_ALL {
            return l[cat as usize].clone();
        }
        if l.iter().all(|x| *x == l[0]) {
            return l[0].clone();
        }
        let parts: Vec<Vec<u8>> = CATEGORIES
            .iter()
            .zip(&l)
            .map(|(k, v)| [k.as_bytes(), b"=", v].concat())
            .collect();
        parts.join(&b';')
    }
}

fn setlocale(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let cat = a[0].to_int();
    if !(0..=LC_ALL).contains(&cat) {
        return Ok(Value::Bool(false));
    }
    // Candidates in order: the second argument (or its elements), then the rest.
    let mut cands: Vec<Value> = Vec::new();
    for v in a[1..].iter().map(|v| v.get()) {
        match v {
            Value::Array(arr) => cands.extend(arr.iter().map(|(_, v)| v.get())),
            v => cands.push(v),
        }
    }
    for v in cands {
        let name = match &v {
            Value::Null => Vec::new(),
            Value::Array(_) => {
                vm.raise(ErrorLevel::Warning, "Array to string conversion")?;
                b"Array".to_vec()
            }
            v => v.to_php_str().as_bytes().to_vec(),
        };
        if name == b"0" {
            let q = vm.query_locale(cat);
            return Ok(Value::Str(PhpStr::from(q)));
        }
        if let Some(r) = vm.try_locale(cat, &name) {
            return Ok(Value::Str(PhpStr::from(r)));
        }
    }
    Ok(Value::Bool(false))
}

fn localeconv(_: &mut Vm, _: &mut [Value]) -> Result<Value, Fault> {
    let mut r = PhpArray::new();
    let mut put = |k: &str, v: Value| {
        r.insert(ArrayKey::from_bytes(k.as_bytes()), v);
    };
    put("decimal_point", Value::Str(PhpStr::from(".")));
    for k in [
        "thousands_sep",
        "int_curr_symbol",
        "currency_symbol",
        "mon_decimal_point",
        "mon_thousands_sep",
        "positive_sign",
        "negative_sign",
    ] {
        put(k, Value::Str(PhpStr::from("")));
    }
    for k in [
        "int_frac_digits",
        "frac_digits",
        "p_cs_precedes",
        "p_sep_by_space",
        "n_cs_precedes",
        "n_sep_by_space",
        "p_sign_posn",
        "n_sign_posn",
    ] {
        put(k, Value::Int(127));
    }
    put("grouping", Value::Array(PhpArray::new()));
    put("mon_grouping", Value::Array(PhpArray::new()));
    Ok(Value::Array(r))
}

fn nl_langinfo(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Fault> {
    let item = a[0].to_int();
    let Some((name, _, v)) = LANGINFO.iter().find(|(_, n, _)| *n == item) else {
        vm.raise(
            ErrorLevel::Warning,
            &format!("nl_langinfo(): Item '{item}' is not valid"),
        )?;
        return Ok(Value::Bool(false));
    };
    if *name == "CODESET" {
        let ctype = vm.locales()[0].clone();
        let cs = if ctype == b"C" {
            "ANSI_X3.4-1968"
        } else {
            "UTF-8"
        };
        return Ok(Value::Str(PhpStr::from(cs)));
    }
    Ok(Value::Str(PhpStr::from(*v)))
}
