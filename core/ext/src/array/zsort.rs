//! PHP's sort algorithm (`zend_sort`: insertion sort up to 16 elements,
//! otherwise a median-pivot quicksort), re-implemented so that comparison
//! callbacks are called in the same order as in PHP and inconsistent
//! comparators (mixed-type arrays, sloppy user callbacks) give PHP's result.
//! Stability comes from the caller: its comparator breaks ties by the
//! original position, as PHP 8's `RETURN_STABLE_SORT` does.

/// Sorts `v` with `cmp` (sign of the result is what counts).
pub fn zend_sort<T>(v: &mut [T], cmp: &mut dyn FnMut(&T, &T) -> i32) {
    let mut base = 0usize;
    let mut n = v.len();
    loop {
        if n <= 16 {
            insert_sort(&mut v[base..base + n], cmp);
            return;
        }
        let start = base;
        let end = base + n;
        let offset = n >> 1;
        let pivot = start + offset;
        if n >> 10 != 0 {
            let delta = offset >> 1;
            sort5(
                v,
                [start, start + delta, pivot, pivot + delta, end - 1],
                cmp,
            );
        } else {
            sort3(v, start, pivot, end - 1, cmp);
        }
        v.swap(start + 1, pivot);
        let pivot = start + 1;
        let mut i = pivot + 1;
        let mut j = end - 1;
        'partition: loop {
            while cmp(&v[pivot], &v[i]) > 0 {
                i += 1;
                if i == j {
                    break 'partition;
                }
            }
            j -= 1;
            if j == i {
                break 'partition;
            }
            while cmp(&v[j], &v[pivot]) > 0 {
                j -= 1;
                if j == i {
                    break 'partition;
                }
            }
            v.swap(i, j);
            i += 1;
            if i == j {
                break 'partition;
            }
        }
        v.swap(pivot, i - 1);
        if (i - 1) - start < end - i {
            zend_sort(&mut v[start..i - 1], cmp);
            base = i;
            n = end - i;
        } else {
            zend_sort(&mut v[i..end], cmp);
            base = start;
            n = (i - start) - 1;
        }
    }
}

fn sort2<T>(v: &mut [T], a: usize, b: usize, cmp: &mut dyn FnMut(&T, &T) -> i32) {
    if cmp(&v[a], &v[b]) > 0 {
        v.swap(a, b);
    }
}

fn sort3<T>(v: &mut [T], a: usize, b: usize, c: usize, cmp: &mut dyn FnMut(&T, &T) -> i32) {
    if cmp(&v[a], &v[b]) <= 0 {
        if cmp(&v[b], &v[c]) <= 0 {
            return;
        }
        v.swap(b, c);
        if cmp(&v[a], &v[b]) > 0 {
            v.swap(a, b);
        }
        return;
    }
    if cmp(&v[c], &v[b]) <= 0 {
        v.swap(a, c);
        return;
    }
    v.swap(a, b);
    if cmp(&v[b], &v[c]) > 0 {
        v.swap(b, c);
    }
}

fn sort4<T>(v: &mut [T], [a, b, c, d]: [usize; 4], cmp: &mut dyn FnMut(&T, &T) -> i32) {
    sort3(v, a, b, c, cmp);
    if cmp(&v[c], &v[d]) > 0 {
        v.swap(c, d);
        if cmp(&v[b], &v[c]) > 0 {
            v.swap(b, c);
            if cmp(&v[a], &v[b]) > 0 {
                v.swap(a, b);
            }
        }
    }
}

fn sort5<T>(v: &mut [T], [a, b, c, d, e]: [usize; 5], cmp: &mut dyn FnMut(&T, &T) -> i32) {
    sort4(v, [a, b, c, d], cmp);
    if cmp(&v[d], &v[e]) > 0 {
        v.swap(d, e);
        if cmp(&v[c], &v[d]) > 0 {
            v.swap(c, d);
            if cmp(&v[b], &v[c]) > 0 {
                v.swap(b, c);
                if cmp(&v[a], &v[b]) > 0 {
                    v.swap(a, b);
                }
            }
        }
    }
}

/// `zend_insert_sort`: fixed networks for 2..=5 elements, else insertion
/// sort whose search steps back two places at a time after the sixth element.
fn insert_sort<T>(v: &mut [T], cmp: &mut dyn FnMut(&T, &T) -> i32) {
    let n = v.len();
    match n {
        0 | 1 => {}
        2 => sort2(v, 0, 1, cmp),
        3 => sort3(v, 0, 1, 2, cmp),
        4 => sort4(v, [0, 1, 2, 3], cmp),
        5 => sort5(v, [0, 1, 2, 3, 4], cmp),
        _ => {
            for i in 1..6.min(n) {
                let mut j = i - 1;
                if cmp(&v[j], &v[i]) <= 0 {
                    continue;
                }
                while j != 0 {
                    j -= 1;
                    if cmp(&v[j], &v[i]) <= 0 {
                        j += 1;
                        break;
                    }
                }
                v[j..=i].rotate_right(1);
            }
            for i in 6..n {
                let mut j = i - 1;
                if cmp(&v[j], &v[i]) <= 0 {
                    continue;
                }
                loop {
                    j -= 2;
                    if cmp(&v[j], &v[i]) <= 0 {
                        j += 1;
                        if cmp(&v[j], &v[i]) <= 0 {
                            j += 1;
                        }
                        break;
                    }
                    if j == 0 {
                        break;
                    }
                    if j == 1 {
                        j -= 1;
                        if cmp(&v[i], &v[j]) > 0 {
                            j += 1;
                        }
                        break;
                    }
                }
                v[j..=i].rotate_right(1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::zend_sort;

    #[test]
    fn sorts_every_size() {
        let mut seed = 12345u64;
        for n in 0..300 {
            let mut v: Vec<(u64, usize)> = (0..n)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((seed >> 33) % 50, i)
                })
                .collect();
            let mut want = v.clone();
            want.sort();
            zend_sort(&mut v, &mut |a, b| a.cmp(b) as i32);
            assert_eq!(v, want, "n = {}", n);
        }
    }
}
