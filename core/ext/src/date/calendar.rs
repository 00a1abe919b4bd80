//! Proleptic Gregorian calendar arithmetic on 64-bit day numbers, valid for
//! any year php can print (negative and five-digit years included).

/// Days since 1970-01-01 of a civil date (Howard Hinnant's algorithm),
/// `m` in 1..=12; computed wide and saturated so absurd years cannot overflow.
pub fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let (y, m, d) = (i128::from(y), i128::from(m), i128::from(d));
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    days.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
}

/// The civil date (year, month 1-12, day 1-31) of a day number.
pub fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (
        if m <= 2 {
            yoe + era * 400 + 1
        } else {
            yoe + era * 400
        },
        m,
        d,
    )
}

pub fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

pub fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// 0 = Sunday .. 6 = Saturday.
pub fn weekday(days: i64) -> i64 {
    (days + 4).rem_euclid(7)
}

/// Day of the year, 0-based.
pub fn day_of_year(y: i64, m: i64, d: i64) -> i64 {
    days_from_civil(y, m, d) - days_from_civil(y, 1, 1)
}

/// ISO-8601 (year, week) of a date.
pub fn iso_week(y: i64, m: i64, d: i64) -> (i64, i64) {
    let days = days_from_civil(y, m, d);
    let wd = (weekday(days) + 6) % 7; // Monday = 0
    let thursday = days - wd + 3;
    let (ty, _, _) = civil_from_days(thursday);
    let week = (thursday - days_from_civil(ty, 1, 1)) / 7 + 1;
    (ty, week)
}

/// A broken-down wall-clock time, fields possibly out of range, brought
/// back into range the way timelib's `do_normalize` does (seconds carry into
/// minutes, ... months into years, days across month lengths).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Fields {
    pub y: i64,
    pub m: i64,
    pub d: i64,
    pub h: i64,
    pub i: i64,
    pub s: i64,
}

impl Fields {
    /// Seconds since the epoch of these fields read as UTC, any field out of range.
    pub fn to_epoch(&self) -> i64 {
        let m0 = self.m.saturating_sub(1);
        let y = self.y.saturating_add(m0.div_euclid(12));
        let m = m0.rem_euclid(12) + 1;
        let days = days_from_civil(y, m, 1).saturating_add(self.d.saturating_sub(1));
        days.saturating_mul(86_400)
            .saturating_add(self.h.saturating_mul(3600))
            .saturating_add(self.i.saturating_mul(60))
            .saturating_add(self.s)
    }

    pub fn from_epoch(t: i64) -> Fields {
        let days = t.div_euclid(86_400);
        let secs = t.rem_euclid(86_400);
        let (y, m, d) = civil_from_days(days);
        Fields {
            y,
            m,
            d,
            h: secs / 3600,
            i: secs / 60 % 60,
            s: secs % 60,
        }
    }

    pub fn normalized(&self) -> Fields {
        Fields::from_epoch(self.to_epoch())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for d in [-800_000, -1, 0, 1, 19_000, 2_932_896] {
            let (y, m, dd) = civil_from_days(d);
            assert_eq!(days_from_civil(y, m, dd), d);
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(iso_week(2021, 1, 3), (2020, 53));
        assert_eq!(iso_week(2024, 12, 30), (2025, 1));
        let f = Fields {
            y: 2021,
            m: 14,
            d: 0,
            h: 25,
            i: 0,
            s: -1,
        };
        assert_eq!(
            f.normalized(),
            Fields {
                y: 2022,
                m: 2,
                d: 1,
                h: 0,
                i: 59,
                s: 59
            }
        );
    }
}

#[cfg(test)]
mod extremes {
    use super::*;

    #[test]
    fn absurd_fields_do_not_overflow() {
        for v in [i64::MIN, i64::MAX, 0] {
            let f = Fields {
                y: v,
                m: v,
                d: v,
                h: v,
                i: v,
                s: v,
            };
            let _ = f.normalized();
            let _ = Fields::from_epoch(f.to_epoch());
        }
        let _ = Fields::from_epoch(i64::MIN);
        let _ = Fields::from_epoch(i64::MAX);
    }
}
