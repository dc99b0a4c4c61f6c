//! The generated files are current, checked under plain `cargo test` as
//! `cargo xtask test` checks them: the operation registry against `wit/`
//! (`cargo xtask gen --check`) and the Ruby SDK's catalogue against its
//! YARD documentation (`cargo xtask signatures --check`, which needs Ruby
//! with YARD: Debian's `yard`).

#[test]
fn the_operation_registry_is_current() {
    let root = xtask::root();
    if let Err(e) = xtask::r#gen::run(&root, true) {
        panic!("{e}");
    }
}

#[test]
fn the_ruby_catalogue_is_current() {
    let root = xtask::root();
    let sh = xshell::Shell::new().expect("a shell");
    sh.change_dir(&root);
    if let Err(e) = xtask::signatures::run(&sh, &root, true) {
        panic!("{e}");
    }
}
