//! Printing values: `var_dump`, `print_r`, `var_export`, the `printf` family
//! and `number_format`, `serialize`, `unserialize`.

pub mod number_format;
pub mod object;
pub mod print_r;
pub mod printf;
pub mod serialize;
pub mod unserialize;
pub mod var_dump;
pub mod var_export;
