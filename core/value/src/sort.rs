//! One stable sort for the engine's cold sorts (class member lists,
//! directory listings, ini tables, time zone lists...).
//!
//! `slice::sort_by` is generic over the element type and the comparator,
//! so every call site compiled its own copy of the standard library's
//! merge sort (several KB each in rphp.wasm). [`sort_by`] sorts indices
//! with a `dyn` comparator instead: the sort itself is compiled once, and
//! each call site adds only a small permutation loop. Hot sorts (php's
//! `sort()`/`usort()`, in rphp-ext's zsort) do not use it.

use std::cmp::Ordering;

/// Sorts `v` stably by `cmp`, as `v.sort_by(cmp)`.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let mut idx: Vec<usize> = (0..v.len()).collect();
    sort_indices(&mut idx, &mut |a, b| cmp(&v[a], &v[b]));
    permute(v, &mut idx);
}

/// Sorts `v` stably by a key, as `v.sort_by_key(key)`.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` stably, as `v.sort()`.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The one instantiation of the standard library's stable sort.
#[inline(never)]
fn sort_indices(idx: &mut [usize], cmp: &mut dyn FnMut(usize, usize) -> Ordering) {
    idx.sort_by(|a, b| cmp(*a, *b));
}

/// Rearranges `v` so that element `k` is the old element `idx[k]`,
/// following each cycle of the permutation with swaps (`idx` is consumed).
fn permute<T>(v: &mut [T], idx: &mut [usize]) {
    for start in 0..v.len() {
        let mut cur = start;
        loop {
            let next = idx[cur];
            idx[cur] = cur;
            if next == start || next == cur {
                break;
            }
            v.swap(cur, next);
            cur = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_stably_like_the_standard_library() {
        let mut seed = 7u64;
        for n in [0usize, 1, 2, 3, 5, 17, 100, 1000] {
            let v: Vec<(u8, usize)> = (0..n)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((seed >> 60) as u8, i)
                })
                .collect();
            let mut a = v.clone();
            let mut b = v.clone();
            a.sort_by_key(|x| x.0);
            sort_by_key(&mut b, |x| x.0);
            assert_eq!(a, b, "n={n}");
            let mut c = v.clone();
            let mut d = v;
            c.sort();
            sort(&mut d);
            assert_eq!(c, d);
        }
    }
}
