//! The `gg` command line: run one turn, or prepare a program without running.
//!
//! Exit codes: 0 the program completed (or, for `check`, is ready to run);
//! 1 the program failed; 2 usage error; 3 toolchain failure (gg's defect).

use clap::{Parser, Subcommand};
use gg::{End, Lang, Limits, Runtime, Turn};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

#[derive(Parser)]
#[command(name = "gg", version, about = "Run a model's reply as a sandboxed program")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args)]
struct Source {
    /// The program's language; inferred from the file's extension when absent.
    #[arg(long)]
    lang: Option<String>,
    /// The program's file, or `-` for standard input.
    file: String,
}

#[derive(Subcommand)]
enum Command {
    /// Run one turn and report how it ended.
    Run {
        #[command(flatten)]
        source: Source,
        /// The directory the program's files are confined to.
        #[arg(long, default_value = ".")]
        workspace: PathBuf,
        /// Print the outcome as JSON instead of the human report.
        #[arg(long)]
        json: bool,
        /// Guest run-time deadline in seconds (host calls do not count).
        #[arg(long, default_value_t = 30.0)]
        deadline: f64,
        /// Guest memory cap in MiB.
        #[arg(long, default_value_t = 256)]
        memory_mib: usize,
    },
    /// Prepare a program without running it.
    Check {
        #[command(flatten)]
        source: Source,
        #[arg(long)]
        json: bool,
    },
}

fn usage(message: String) -> ExitCode {
    eprintln!("gg: {message}");
    ExitCode::from(2)
}

fn read_source(source: &Source) -> Result<(Lang, String, String), String> {
    let (text, name) = if source.file == "-" {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).map_err(|e| format!("reading standard input: {e}"))?;
        (text, None)
    } else {
        let text = std::fs::read_to_string(&source.file).map_err(|e| format!("{}: {e}", source.file))?;
        (text, PathBuf::from(&source.file).file_name().map(|n| n.to_string_lossy().into_owned()))
    };
    let lang = match &source.lang {
        Some(l) => Lang::from_name(l).ok_or_else(|| format!("unknown language `{l}` (known: js)"))?,
        None => {
            let ext = name.as_deref().and_then(|n| n.rsplit_once('.')).map(|(_, e)| e).unwrap_or("js");
            Lang::from_name(ext).ok_or_else(|| format!("cannot tell the language of `{}`: pass --lang", source.file))?
        }
    };
    let name = name.unwrap_or_else(|| lang.default_file_name().to_string());
    Ok((lang, text, name))
}

fn exit_for(end: &End) -> ExitCode {
    match end {
        End::Completed { .. } => ExitCode::SUCCESS,
        End::ToolchainFailure { .. } => ExitCode::from(3),
        _ => ExitCode::from(1),
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let runtime = match Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("gg: toolchain failure: {e}");
            return ExitCode::from(3);
        }
    };
    match cli.command {
        Command::Run { source, workspace, json, deadline, memory_mib } => {
            let (lang, text, name) = match read_source(&source) {
                Ok(s) => s,
                Err(m) => return usage(m),
            };
            if !workspace.is_dir() {
                return usage(format!("workspace {} is not a directory", workspace.display()));
            }
            if !(deadline.is_finite() && deadline > 0.0) {
                return usage("--deadline must be a positive number of seconds".into());
            }
            let limits = Limits {
                deadline: Duration::from_secs_f64(deadline),
                memory_bytes: memory_mib << 20,
                ..Limits::default()
            };
            let outcome = runtime.run(Turn::new(lang, text).file_name(name).workspace(workspace).limits(limits));
            if json {
                println!("{}", serde_json::to_string_pretty(&outcome).expect("an outcome serialises"));
            } else {
                let mut out = std::io::stdout();
                let _ = out.write_all(outcome.stdout.text.as_bytes());
                let _ = out.flush();
                let mut err = std::io::stderr();
                let _ = err.write_all(outcome.stderr.text.as_bytes());
                let _ = err.write_all(gg::report::render(&outcome).as_bytes());
            }
            exit_for(&outcome.end)
        }
        Command::Check { source, json } => {
            let (lang, text, name) = match read_source(&source) {
                Ok(s) => s,
                Err(m) => return usage(m),
            };
            let end = runtime.check(lang, &text, Some(&name)).unwrap_or(End::Completed { value: None });
            if json {
                println!("{}", serde_json::to_string_pretty(&end).expect("an end serialises"));
            } else {
                let outcome = gg::Outcome::new(lang.name(), end.clone());
                eprint!("{}", gg::report::render(&outcome));
            }
            exit_for(&end)
        }
    }
}
