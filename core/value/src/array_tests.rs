//! PhpArray tests: PHP behaviours checked with php 8.2, and a randomized
//! model test against a plain `Vec<(ArrayKey, Value)>`.

use super::*;

fn int(v: &Value) -> i64 {
    match v {
        Value::Int(i) => *i,
        v => panic!("not an int: {v:?}"),
    }
}

fn keys_of(a: &PhpArray) -> Vec<ArrayKey> {
    a.keys().collect()
}

fn ik(i: i64) -> ArrayKey {
    ArrayKey::Int(i)
}
fn sk(s: &str) -> ArrayKey {
    ArrayKey::Str(PhpStr::from(s))
}

#[test]
fn key_normalisation() {
    // php: array_keys(["1"=>1, "-1"=>1, "01"=>1, ...])
    for (s, want) in [
        ("1", Some(1)),
        ("-1", Some(-1)),
        ("0", Some(0)),
        ("9223372036854775807", Some(i64::MAX)),
        ("-9223372036854775808", Some(i64::MIN)),
        ("01", None),
        ("+1", None),
        ("1.0", None),
        (" 1", None),
        ("1 ", None),
        ("-0", None),
        ("", None),
        ("-", None),
        ("00", None),
        ("9223372036854775808", None),
        ("-9223372036854775809", None),
        ("99999999999999999999", None),
        ("1e3", None),
        ("0x1", None),
    ] {
        let got = ArrayKey::from_bytes(s.as_bytes());
        match want {
            Some(i) => assert_eq!(got, ArrayKey::Int(i), "{s:?}"),
            None => assert_eq!(got, sk(s), "{s:?}"),
        }
        assert_eq!(ArrayKey::from_php_str(PhpStr::from(s)), got);
    }
}

#[test]
fn key_from_value() {
    assert_eq!(ArrayKey::from_value(&Value::Null), Some(sk("")));
    assert_eq!(ArrayKey::from_value(&Value::Bool(true)), Some(ik(1)));
    assert_eq!(ArrayKey::from_value(&Value::Float(1.9)), Some(ik(1)));
    assert_eq!(ArrayKey::from_value(&Value::Float(-0.0)), Some(ik(0)));
    // php: $a[1e20] = 5 → key 7766279631452241920; $a[NAN], $a[INF] → 0
    assert_eq!(
        ArrayKey::from_value(&Value::Float(1e20)),
        Some(ik(7766279631452241920))
    );
    assert_eq!(ArrayKey::from_value(&Value::Float(f64::NAN)), Some(ik(0)));
    assert_eq!(
        ArrayKey::from_value(&Value::Float(f64::INFINITY)),
        Some(ik(0))
    );
    assert_eq!(ArrayKey::from_value(&Value::str("12")), Some(ik(12)));
    assert_eq!(ArrayKey::from_value(&Value::str("x")), Some(sk("x")));
    assert_eq!(ArrayKey::from_value(&Value::Array(PhpArray::new())), None);
}

#[test]
fn packed_basics() {
    let mut a = PhpArray::new();
    assert!(a.is_empty());
    assert_eq!(a.next_free(), 0);
    for i in 0..10 {
        a.push(Value::Int(i * 10)).unwrap();
    }
    assert!(a.is_packed());
    assert!(a.is_list());
    assert_eq!(a.len(), 10);
    assert_eq!(a.get_int(3).map(int), Some(30));
    assert_eq!(a.get_str(b"3").map(int), Some(30));
    assert_eq!(a.get(&ik(9)).map(int), Some(90));
    assert!(a.get_int(10).is_none());
    assert!(a.get_int(-1).is_none());
    assert!(a.get_str(b"x").is_none());
    a.insert(ik(10), Value::Int(100));
    assert!(a.is_packed());
    *a.get_mut(&ik(0)).unwrap() = Value::Int(-1);
    assert_eq!(a.get_int(0).map(int), Some(-1));
    assert_eq!(a.next_free(), 11);
    // Removing the last element keeps the list packed but not the next index.
    assert_eq!(a.remove(&ik(10)).map(|v| int(&v)), Some(100));
    assert!(a.is_packed());
    assert_eq!(a.next_free(), 11);
    a.push(Value::Int(110)).unwrap();
    assert!(!a.is_packed());
    assert!(!a.is_list());
    assert_eq!(keys_of(&a).last(), Some(&ik(11)));
}

#[test]
fn packed_to_hash_keeps_order_and_positions() {
    let mut a = PhpArray::from_list((0..5).map(Value::Int).collect());
    a.insert(sk("x"), Value::Int(99));
    assert!(!a.is_packed());
    assert_eq!(
        keys_of(&a),
        vec![ik(0), ik(1), ik(2), ik(3), ik(4), sk("x")]
    );
    assert_eq!(
        a.entry_at(2).map(|(p, k, v)| (p, k, int(v))),
        Some((2, ik(2), 2))
    );
    assert_eq!(a.get_str(b"x").map(int), Some(99));
    assert_eq!(a.get_int(4).map(int), Some(4));
    a.remove(&ik(1));
    assert_eq!(a.entry_at(1).map(|(p, k, _)| (p, k)), Some((2, ik(2))));
}

#[test]
fn next_free_rules() {
    // php: $a = [-5 => 'x']; $a[] = 'y';  → keys -5, -4 (zend_new_array)
    let mut a = PhpArray::new();
    a.insert(ik(-5), Value::Null);
    a.push(Value::Null).unwrap();
    assert_eq!(keys_of(&a), vec![ik(-5), ik(-4)]);
    // php: $a = []; $a[-5] = 1; $a[] = 2;  → keys -5, 0 (the empty literal)
    let mut a = PhpArray::empty_literal();
    a.insert(ik(-5), Value::Null);
    a.push(Value::Null).unwrap();
    assert_eq!(keys_of(&a), vec![ik(-5), ik(0)]);
    // php: [-5 => 1, -10 => 1] then [] → -4
    let mut a = PhpArray::new();
    a.insert(ik(-5), Value::Null);
    a.insert(ik(-10), Value::Null);
    assert_eq!(a.next_free(), -4);
    // php: $a=[3=>1]; unset($a[3]); $a[] = 2; → key 4
    let mut a = PhpArray::new();
    a.insert(ik(3), Value::Null);
    a.remove(&ik(3));
    a.push(Value::Null).unwrap();
    assert_eq!(keys_of(&a), vec![ik(4)]);
    // php: $a=["x"=>1]; unset($a["x"]); $a[-5]=1; $a[]=2; → -5, -4
    let mut a = PhpArray::new();
    a.insert(sk("x"), Value::Null);
    a.remove(&sk("x"));
    a.insert(ik(-5), Value::Null);
    a.push(Value::Null).unwrap();
    assert_eq!(keys_of(&a), vec![ik(-5), ik(-4)]);
    // push at PHP_INT_MAX fails; after unsetting it, the slot is free again.
    let mut a = PhpArray::new();
    a.insert(ik(i64::MAX), Value::Null);
    assert_eq!(a.next_free(), i64::MAX);
    assert!(a.push(Value::Null).is_err());
    assert!(a.push_entry().is_err());
    a.remove(&ik(i64::MAX));
    assert!(a.push(Value::Int(1)).is_ok());
    assert_eq!(keys_of(&a), vec![ik(i64::MAX)]);
    let mut a = PhpArray::new();
    a.insert(ik(i64::MAX - 1), Value::Null);
    a.push(Value::Null).unwrap();
    assert!(a.push(Value::Null).is_err());
}

#[test]
fn pop_and_shift_follow_php() {
    // php: $a=[-5=>1]; array_pop($a); $a[]=2; → key -5
    let mut a = PhpArray::new();
    a.insert(ik(-5), Value::Int(1));
    assert_eq!(a.pop().map(|v| int(&v)), Some(1));
    a.push(Value::Null).unwrap();
    assert_eq!(keys_of(&a), vec![ik(-5)]);
    // php: $a=[-5=>1, 3=>2]; array_pop($a); $a[]=2; → -5, 3
    let mut a = PhpArray::new();
    a.insert(ik(-5), Value::Int(1));
    a.insert(ik(3), Value::Int(2));
    a.pop();
    a.push(Value::Null).unwrap();
    assert_eq!(keys_of(&a), vec![ik(-5), ik(3)]);
    // php: $a=[1,2,3]; array_pop($a); $a[]=9; → 0,1,2
    let mut a = PhpArray::from_list(vec![Value::Int(1), Value::Int(2), Value::Int(3)]);
    a.pop();
    a.push(Value::Int(9)).unwrap();
    assert_eq!(keys_of(&a), vec![ik(0), ik(1), ik(2)]);
    assert!(a.is_packed());
    // php: $a=[5=>1, 3=>2]; array_shift($a); $a[]=2; → 0, 1
    let mut a = PhpArray::new();
    a.insert(ik(5), Value::Int(1));
    a.insert(ik(3), Value::Int(2));
    assert_eq!(a.shift().map(|v| int(&v)), Some(1));
    a.push(Value::Null).unwrap();
    assert_eq!(keys_of(&a), vec![ik(0), ik(1)]);
    // String keys survive shift, int keys renumber.
    let mut a = PhpArray::new();
    a.insert(sk("a"), Value::Int(0));
    a.insert(ik(7), Value::Int(1));
    a.insert(sk("b"), Value::Int(2));
    a.insert(ik(9), Value::Int(3));
    a.shift();
    assert_eq!(keys_of(&a), vec![ik(0), sk("b"), ik(1)]);
    assert_eq!(a.next_free(), 2);
    let mut e = PhpArray::new();
    assert!(e.pop().is_none());
    assert!(e.shift().is_none());
}

#[test]
fn prepend_is_array_unshift() {
    // php: $a = ["x"=>1, 5=>2, 9=>3]; array_unshift($a, "p", "q"); → 0,1,"x",2,3
    let mut a = PhpArray::new();
    a.insert(sk("x"), Value::Int(1));
    a.insert(ik(5), Value::Int(2));
    a.insert(ik(9), Value::Int(3));
    a.prepend(vec![Value::str("p"), Value::str("q")]);
    assert_eq!(keys_of(&a), vec![ik(0), ik(1), sk("x"), ik(2), ik(3)]);
    assert_eq!(a.next_free(), 4);
    let mut l = PhpArray::from_list(vec![Value::Int(1)]);
    l.prepend(vec![Value::Int(0)]);
    assert!(l.is_packed());
    assert_eq!(l.values().map(int).collect::<Vec<_>>(), vec![0, 1]);
}

#[test]
fn internal_pointer_follows_php() {
    // php: $a=[1]; next($a); $a[]=2; current($a) → 2
    let mut a = PhpArray::from_list(vec![Value::Int(1)]);
    let p = a.pointer();
    a.set_pointer(a.next_pos(p).unwrap_or(a.end_pos()));
    a.push(Value::Int(2)).unwrap();
    assert_eq!(a.entry_at(a.pointer()).map(|(_, _, v)| int(v)), Some(2));
    // php: $b=[1,2,3]; next($b); unset($b[1]); current($b) → 3
    let mut b = PhpArray::from_list(vec![Value::Int(1), Value::Int(2), Value::Int(3)]);
    b.set_pointer(1);
    b.remove(&ik(1));
    assert_eq!(b.entry_at(b.pointer()).map(|(_, _, v)| int(v)), Some(3));
    // end($b); unset($b[2]); current → false; $b[] = 5; current → 5
    b.set_pointer(b.last_pos().unwrap());
    b.remove(&ik(2));
    assert!(b.entry_at(b.pointer()).is_none());
    b.push(Value::Int(5)).unwrap();
    assert_eq!(b.entry_at(b.pointer()).map(|(_, _, v)| int(v)), Some(5));
    // prev from the first element goes past the end.
    assert_eq!(b.prev_pos(b.first_pos().unwrap()), None);
}

/// foreach by reference keeps a tracked position *after* the current element.
fn foreach_ref(
    a: &mut PhpArray,
    mut body: impl FnMut(&mut PhpArray, &ArrayKey, i64),
) -> Vec<(ArrayKey, i64)> {
    let id = a.track(0);
    let mut seen = Vec::new();
    while let Some((p, k, v)) = a.entry_at(a.tracked(id)) {
        let v = int(v);
        a.set_tracked(id, p + 1);
        seen.push((k.clone(), v));
        body(a, &k, v);
    }
    a.untrack(id);
    seen
}

#[test]
fn foreach_by_ref_sees_php_order() {
    // php: $a=[1,2,3]; foreach($a as $k=>&$v){ if($k==2){unset($a[2]); $a[]=4;} } → 0,1,2,3
    let mut a = PhpArray::from_list((1..=3).map(Value::Int).collect());
    let seen = foreach_ref(&mut a, |a, k, _| {
        if *k == ik(2) {
            a.remove(&ik(2));
            a.push(Value::Int(4)).unwrap();
        }
    });
    assert_eq!(seen, vec![(ik(0), 1), (ik(1), 2), (ik(2), 3), (ik(3), 4)]);
    // php: ... if($k==1){unset($a[2]); $a[]=4;} → 0=>1 1=>2 3=>4
    let mut a = PhpArray::from_list((1..=3).map(Value::Int).collect());
    let seen = foreach_ref(&mut a, |a, k, _| {
        if *k == ik(1) {
            a.remove(&ik(2));
            a.push(Value::Int(4)).unwrap();
        }
    });
    assert_eq!(seen, vec![(ik(0), 1), (ik(1), 2), (ik(3), 4)]);
    // php: [1,2,3,4], at 1 unset 1 and 2, append 5 → 0=>1 1=>2 3=>4 4=>5
    let mut a = PhpArray::from_list((1..=4).map(Value::Int).collect());
    let seen = foreach_ref(&mut a, |a, k, _| {
        if *k == ik(1) {
            a.remove(&ik(1));
            a.remove(&ik(2));
            a.push(Value::Int(5)).unwrap();
        }
    });
    assert_eq!(seen, vec![(ik(0), 1), (ik(1), 2), (ik(3), 4), (ik(4), 5)]);
    // php: at 0, array_pop then append 9 → 0=>1 1=>2 2=>9
    let mut a = PhpArray::from_list((1..=3).map(Value::Int).collect());
    let seen = foreach_ref(&mut a, |a, k, _| {
        if *k == ik(0) {
            a.pop();
            a.push(Value::Int(9)).unwrap();
        }
    });
    assert_eq!(seen, vec![(ik(0), 1), (ik(1), 2), (ik(2), 9)]);
}

#[test]
fn tracked_positions_survive_compaction() {
    let mut a = PhpArray::new();
    for i in 0..100 {
        a.insert(ik(i * 2), Value::Int(i));
    }
    // Walk by reference, removing everything before the cursor: compaction
    // happens underneath, and the walk still visits each element once.
    let mut visited = Vec::new();
    let seen = foreach_ref(&mut a, |a, k, v| {
        visited.push(v);
        if let ArrayKey::Int(i) = k {
            if *i >= 2 {
                a.remove(&ik(i - 2));
            }
        }
    });
    assert_eq!(seen.len(), 100);
    assert_eq!(visited, (0..100).collect::<Vec<_>>());
    assert_eq!(a.len(), 1);
    // The internal pointer is remapped as well.
    let mut a = PhpArray::new();
    for i in 0..64 {
        a.insert(sk(&format!("k{i}")), Value::Int(i));
    }
    a.set_pointer(a.find_pos(&sk("k60")).unwrap());
    for i in 0..50 {
        a.remove(&sk(&format!("k{i}")));
    }
    assert_eq!(a.entry_at(a.pointer()).map(|(_, k, _)| k), Some(sk("k60")));
}

#[test]
fn copy_on_write() {
    let mut a = PhpArray::from_list(vec![Value::Int(1)]);
    let b = a.clone();
    assert!(a.ptr_eq(&b));
    assert_eq!(a.refcount(), 2);
    a.push(Value::Int(2)).unwrap();
    assert!(!a.ptr_eq(&b));
    assert_eq!(b.len(), 1);
    assert_eq!(a.len(), 2);
    let c = a.clone();
    a.set_pointer(a.pointer());
    assert!(a.ptr_eq(&c), "setting the same pointer does not separate");
    let mut d = c.clone();
    d.clear();
    assert_eq!(c.len(), 2);
    assert!(d.is_empty());
}

#[test]
fn entry_and_push_entry() {
    let mut a = PhpArray::new();
    *a.entry(sk("x")) = Value::Int(1);
    if let Value::Int(i) = a.entry(sk("x")) {
        *i += 1;
    }
    assert_eq!(a.get_str(b"x").map(int), Some(2));
    *a.push_entry().unwrap() = Value::Int(7);
    assert_eq!(a.get_int(0).map(int), Some(7));
    *a.value_at_mut(0).unwrap() = Value::Int(3);
    assert_eq!(a.get_str(b"x").map(int), Some(3));
    assert!(a.value_at_mut(5).is_none());
}

#[test]
fn sort_and_retain() {
    let mut a = PhpArray::new();
    for (k, v) in [("c", 3), ("a", 1), ("d", 1), ("b", 2)] {
        a.insert(sk(k), Value::Int(v));
    }
    // asort: stable, keys kept.
    let mut s = a.clone();
    s.sort_entries(|(_, x), (_, y)| int(x).cmp(&int(y)), false);
    assert_eq!(keys_of(&s), vec![sk("a"), sk("d"), sk("b"), sk("c")]);
    // sort: re-keyed list.
    let mut s = a.clone();
    s.sort_entries(|(_, x), (_, y)| int(y).cmp(&int(x)), true);
    assert!(s.is_packed());
    assert_eq!(s.values().map(int).collect::<Vec<_>>(), vec![3, 2, 1, 1]);
    assert_eq!(s.next_free(), 4);
    // ksort
    let mut s = a.clone();
    s.sort_entries(
        |(x, _), (y, _)| format!("{x:?}").cmp(&format!("{y:?}")),
        false,
    );
    assert_eq!(keys_of(&s), vec![sk("a"), sk("b"), sk("c"), sk("d")]);
    // An inconsistent comparator must not panic.
    let mut big = PhpArray::from_list((0..200).map(Value::Int).collect());
    let mut n = 0u32;
    big.sort_entries(
        |_, _| {
            n = n.wrapping_mul(1103515245).wrapping_add(12345);
            [Ordering::Less, Ordering::Equal, Ordering::Greater][(n >> 16) as usize % 3]
        },
        true,
    );
    assert_eq!(big.len(), 200);
    // A large stable sort.
    let mut big = PhpArray::from_list((0..1000).map(|i| Value::Int((i * 7919) % 100)).collect());
    let before: Vec<i64> = big.values().map(int).collect();
    big.sort_entries(|(_, x), (_, y)| int(x).cmp(&int(y)), false);
    let pairs: Vec<(i64, i64)> = big
        .iter()
        .map(|(k, v)| (int(&k.to_value()), int(v)))
        .collect();
    for w in pairs.windows(2) {
        assert!(w[0].1 < w[1].1 || (w[0].1 == w[1].1 && w[0].0 < w[1].0));
    }
    assert_eq!(pairs.len(), before.len());
    // retain
    let mut r = PhpArray::from_list((0..10).map(Value::Int).collect());
    r.retain(|_, v| int(v) % 3 == 0);
    assert_eq!(keys_of(&r), vec![ik(0), ik(3), ik(6), ik(9)]);
    assert_eq!(r.next_free(), 10);
    r.retain(|_, _| false);
    assert!(r.is_empty());
    assert!(r.first().is_none());
}

#[test]
fn iterators_and_conversions() {
    let mut a: PhpArray = vec![(sk("a"), Value::Int(1)), (ik(5), Value::Int(2))]
        .into_iter()
        .collect();
    a.extend(vec![Value::Int(3)]);
    assert_eq!(keys_of(&a), vec![sk("a"), ik(5), ik(6)]);
    assert_eq!(a.iter().len(), 3);
    assert_eq!(
        a.iter().rev().map(|(k, _)| k).collect::<Vec<_>>(),
        vec![ik(6), ik(5), sk("a")]
    );
    assert_eq!(a.first().map(|(k, _)| k), Some(sk("a")));
    assert_eq!(a.last().map(|(k, _)| k), Some(ik(6)));
    for v in a.values_mut() {
        *v = Value::Int(int(v) * 10);
    }
    a.for_each_mut(|_, v| *v = Value::Int(int(v) + 1));
    assert_eq!(a.values().map(int).collect::<Vec<_>>(), vec![11, 21, 31]);
    let shared = a.clone();
    let owned: Vec<(ArrayKey, i64)> = a.into_iter().map(|(k, v)| (k, int(&v))).collect();
    assert_eq!(owned, vec![(sk("a"), 11), (ik(5), 21), (ik(6), 31)]);
    assert_eq!(shared.len(), 3);
    let l: PhpArray = (0..3).map(Value::Int).collect();
    assert!(l.is_packed());
    assert_eq!(
        format!("{l:?}"),
        "{Int(0): Int(0), Int(1): Int(1), Int(2): Int(2)}"
    );
    let mut r = PhpArray::from_list((0..4).map(Value::Int).collect());
    r.reverse();
    assert_eq!(keys_of(&r), vec![ik(3), ik(2), ik(1), ik(0)]);
}

/// A tiny deterministic PRNG (xorshift64*), so the model test needs no dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The obviously-correct model: a vector of pairs and PHP's next-free rule.
#[derive(Clone)]
struct Model {
    entries: Vec<(ArrayKey, i64)>,
    next_free: Option<i64>,
}

impl Model {
    fn find(&self, k: &ArrayKey) -> Option<usize> {
        self.entries.iter().position(|(key, _)| key == k)
    }
    fn bump(&mut self, k: &ArrayKey) {
        if let ArrayKey::Int(i) = k {
            if self.next_free.is_none_or(|n| *i >= n) {
                self.next_free = Some(if *i < i64::MAX { i + 1 } else { i64::MAX });
            }
        }
    }
    fn insert(&mut self, k: ArrayKey, v: i64) {
        match self.find(&k) {
            Some(p) => self.entries[p].1 = v,
            None => {
                self.bump(&k);
                self.entries.push((k, v));
            }
        }
    }
    fn push(&mut self, v: i64) -> bool {
        let k = ArrayKey::Int(self.next_free.unwrap_or(0));
        if self.find(&k).is_some() {
            return false;
        }
        self.insert(k, v);
        true
    }
    fn renumber(&mut self) {
        let mut n = 0;
        for (k, _) in &mut self.entries {
            if let ArrayKey::Int(_) = k {
                *k = ArrayKey::Int(n);
                n += 1;
            }
        }
        self.next_free = Some(n);
    }
}

fn random_key(rng: &mut Rng) -> ArrayKey {
    match rng.below(10) {
        0..=5 => ArrayKey::Int(rng.below(40) as i64),
        6 => ArrayKey::Int(-(rng.below(5) as i64)),
        7 => ArrayKey::Int([i64::MAX, i64::MAX - 1, i64::MIN][rng.below(3) as usize]),
        _ => ArrayKey::from_bytes(format!("k{}", rng.below(30)).as_bytes()),
    }
}

fn check(a: &PhpArray, m: &Model, step: usize) {
    let got: Vec<(ArrayKey, i64)> = a.iter().map(|(k, v)| (k, int(v))).collect();
    assert_eq!(got, m.entries, "step {step}");
    assert_eq!(a.len(), m.entries.len(), "step {step}");
    assert_eq!(a.next_free(), m.next_free.unwrap_or(0), "step {step}");
    let is_list = m
        .entries
        .iter()
        .enumerate()
        .all(|(i, (k, _))| *k == ArrayKey::Int(i as i64));
    assert_eq!(a.is_list(), is_list, "step {step}");
    for (k, v) in &m.entries {
        assert_eq!(a.get(k).map(int), Some(*v), "step {step} get {k:?}");
        if let ArrayKey::Int(i) = k {
            assert_eq!(a.get_int(*i).map(int), Some(*v));
        }
    }
    // Position walk agrees with iteration, forwards and backwards.
    let mut fwd = Vec::new();
    let mut p = a.first_pos();
    while let Some(pos) = p {
        fwd.push(a.key_at(pos).unwrap());
        p = a.next_pos(pos);
    }
    let keys: Vec<ArrayKey> = m.entries.iter().map(|(k, _)| k.clone()).collect();
    assert_eq!(fwd, keys, "step {step} positions");
    let mut back = Vec::new();
    let mut p = a.last_pos();
    while let Some(pos) = p {
        back.push(a.key_at(pos).unwrap());
        p = a.prev_pos(pos);
    }
    back.reverse();
    assert_eq!(back, keys, "step {step} backwards");
    assert!(a.pointer() <= a.end_pos());
}

#[test]
fn randomized_against_model() {
    for seed in 1..=40u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9E3779B97F4A7C15));
        let mut a = if seed % 2 == 0 {
            PhpArray::new()
        } else {
            PhpArray::from_list(vec![])
        };
        let mut m = Model {
            entries: Vec::new(),
            next_free: None,
        };
        let mut snapshot: Option<(PhpArray, Model)> = None;
        for step in 0..600 {
            let v = rng.below(1000) as i64;
            match rng.below(20) {
                0..=5 => {
                    let k = random_key(&mut rng);
                    a.insert(k.clone(), Value::Int(v));
                    m.insert(k, v);
                }
                6..=8 => assert_eq!(a.push(Value::Int(v)).is_ok(), m.push(v)),
                9..=12 => {
                    let k = random_key(&mut rng);
                    let want = m.find(&k).map(|p| m.entries.remove(p).1);
                    assert_eq!(a.remove(&k).map(|v| int(&v)), want);
                }
                13 => {
                    let got = a.pop().map(|v| int(&v));
                    let want = m.entries.pop().map(|(k, v)| {
                        if let (ArrayKey::Int(i), Some(n)) = (&k, m.next_free) {
                            if *i == n - 1 {
                                m.next_free = Some(*i);
                            }
                        }
                        v
                    });
                    assert_eq!(got, want);
                }
                14 => {
                    let got = a.shift().map(|v| int(&v));
                    let want = if m.entries.is_empty() {
                        None
                    } else {
                        Some(m.entries.remove(0).1)
                    };
                    if want.is_some() {
                        m.renumber();
                    }
                    assert_eq!(got, want);
                }
                15 => {
                    let n = rng.below(3) as usize;
                    a.prepend((0..n).map(|i| Value::Int(i as i64)).collect());
                    let mut front: Vec<(ArrayKey, i64)> =
                        (0..n).map(|i| (ArrayKey::Int(0), i as i64)).collect();
                    front.append(&mut m.entries);
                    m.entries = front;
                    m.renumber();
                }
                16 => {
                    let modulus = rng.below(4) as i64 + 2;
                    a.retain(|_, v| int(v) % modulus != 0);
                    m.entries.retain(|(_, v)| v % modulus != 0);
                }
                17 => {
                    let rekey = rng.below(2) == 0;
                    a.sort_entries(|(_, x), (_, y)| int(x).cmp(&int(y)), rekey);
                    m.entries.sort_by_key(|(_, v)| *v);
                    if rekey {
                        let n = m.entries.len() as i64;
                        for (i, (k, _)) in m.entries.iter_mut().enumerate() {
                            *k = ArrayKey::Int(i as i64);
                        }
                        m.next_free = Some(n);
                    }
                }
                18 => {
                    // Copy on write: a snapshot must never change.
                    if let Some((s, sm)) = &snapshot {
                        check(s, sm, step);
                    }
                    snapshot = Some((a.clone(), m.clone()));
                }
                _ => {
                    if rng.below(10) == 0 {
                        a.clear();
                        m.entries.clear();
                        m.next_free = None;
                    } else if let Some(p) = a.first_pos() {
                        // Walk the internal pointer a bit.
                        let mut p = p;
                        for _ in 0..rng.below(4) {
                            p = a.next_pos(p).unwrap_or(a.end_pos());
                        }
                        a.set_pointer(p);
                    }
                }
            }
            check(&a, &m, step);
        }
        if let Some((s, sm)) = &snapshot {
            check(s, sm, 600);
        }
    }
}

#[test]
fn sizes() {
    assert_eq!(std::mem::size_of::<PhpArray>(), 8);
    assert_eq!(
        std::mem::size_of::<Option<Bucket>>(),
        std::mem::size_of::<Bucket>()
    );
}

#[test]
fn big_hash_array() {
    let mut a = PhpArray::new();
    for i in 0..10_000 {
        a.insert(
            ArrayKey::from_bytes(format!("key{i}").as_bytes()),
            Value::Int(i),
        );
    }
    for i in 0..10_000 {
        if i % 3 != 0 {
            a.remove(&ArrayKey::from_bytes(format!("key{i}").as_bytes()));
        }
    }
    assert_eq!(a.len(), 3334);
    for i in 0..10_000 {
        let got = a.get_str(format!("key{i}").as_bytes()).map(int);
        assert_eq!(got, if i % 3 == 0 { Some(i) } else { None });
    }
    // Compaction kept the storage proportional to the live entries.
    assert!(a.end_pos() < 10_000);
}

fn pool() -> Vec<Value> {
    use Value::*;
    let s = Value::str;
    vec![
        Int(10),
        s("9a"),
        s("10"),
        Int(9),
        s("abc"),
        Bool(true),
        Null,
        Float(1.5),
        s("1e1"),
        s(""),
        s("0"),
        Int(0),
        Int(-1),
        s("-1"),
        s(" 5"),
        s("5 "),
        s("x"),
        s("X"),
        Float(3.0),
        s("3"),
        Bool(false),
        s("1.5"),
        s("01"),
        Int(100),
        s("100"),
        s("a1"),
        s("b"),
        Int(2),
    ]
}

/// PHP 8's comparisons are not transitive across types, so only a faithful
/// `zend_sort` gives PHP's order (expected permutations from php's `asort`).
#[test]
fn mixed_type_sort_matches_php() {
    let pool = pool();
    for (n, &(idx, want)) in sort_cases::MIXED_SORTS.iter().enumerate() {
        let mut a = PhpArray::from_list(idx.iter().map(|&i| pool[i].clone()).collect());
        a.sort_entries(
            |(_, x), (_, y)| crate::compare::compare(x, y).unwrap_or(Ordering::Greater),
            false,
        );
        let got: Vec<usize> = a.keys().map(|k| int(&k.to_value()) as usize).collect();
        assert_eq!(got, want, "case {n} ({} elements)", idx.len());
    }
}

/// An inconsistent user comparator: PHP's order, call for call.
#[test]
fn inconsistent_usort_matches_php() {
    for &(input, want) in sort_cases::WEIRD_USORTS {
        let mut a = PhpArray::from_list(input.iter().map(|&i| Value::Int(i)).collect());
        a.sort_entries(
            |(_, x), (_, y)| {
                // php: fn($x, $y) => ($x * 7 + $y * 3) % 5 - 2
                let r = (int(x) * 7 + int(y) * 3) % 5 - 2;
                r.cmp(&0)
            },
            true,
        );
        assert_eq!(a.values().map(int).collect::<Vec<_>>(), want);
    }
}

#[test]
fn str_at_checks_the_key_at_a_remembered_position() {
    let mut a = PhpArray::new();
    a.insert(sk("x"), Value::Int(1));
    a.insert(sk("y"), Value::Int(2));
    let y = PhpStr::from("y");
    assert_eq!(a.str_at(1, &y).map(int), Some(2));
    // Another key there, a hole, or no such position: look it up instead.
    assert!(a.str_at(0, &y).is_none());
    assert!(a.str_at(5, &y).is_none());
    a.remove(&sk("x"));
    assert!(a.str_at(0, &PhpStr::from("x")).is_none());
    // Writing through a shared copy separates it first.
    let b = a.clone();
    *a.str_at_mut(1, &y).expect("y at 1") = Value::Int(3);
    assert_eq!(a.str_at(1, &y).map(int), Some(3));
    assert_eq!(b.str_at(1, &y).map(int), Some(2));
    // Packed arrays have no string keys.
    let l = PhpArray::from_list(vec![Value::Int(0)]);
    assert!(l.str_at(0, &PhpStr::from("0")).is_none());
}

#[path = "array_sort_cases.rs"]
mod sort_cases;

#[test]
fn short_key_equality() {
    let words: Vec<Vec<u8>> = (0..40usize)
        .map(|n| (0..n).map(|i| b'a' + (i % 26) as u8).collect())
        .collect();
    for a in &words {
        for b in &words {
            assert_eq!(short_eq(a, b), a == b);
        }
        // One byte changed anywhere is seen, whatever the length.
        for i in 0..a.len() {
            let mut c = a.clone();
            c[i] ^= 0x20;
            assert!(!short_eq(a, &c), "len {} byte {}", a.len(), i);
        }
    }
}
