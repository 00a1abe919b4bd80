//! `cargo run -p rphp-syntax --example lint -- [--ast] FILE...`: prints what
//! `php -l` prints for the first error of each file (or the AST with `--ast`).

fn main() {
    let mut ast = false;
    for arg in std::env::args().skip(1) {
        if arg == "--ast" {
            ast = true;
            continue;
        }
        let src = std::fs::read(&arg).expect("read");
        let name = std::path::Path::new(&arg)
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        match rphp_syntax::parse(&src) {
            Ok(p) if ast => println!("{p:#?}"),
            Ok(_) => println!("No syntax errors detected in {name}"),
            Err(e) => {
                let kind = match e.kind {
                    rphp_syntax::ErrorKind::Syntax => "Parse error",
                    rphp_syntax::ErrorKind::Compile => "Fatal error",
                };
                println!("{kind}: {} in {name} on line {}", e.message, e.line);
            }
        }
    }
}
