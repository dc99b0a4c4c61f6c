//! The OS sandbox a shell command runs in: a bubblewrap (`bwrap`) command
//! line, the resource limits set in the child before it execs, and the
//! once-per-process probe that decides whether a sandbox can be made here.
//!
//! The sandbox (see [`sandboxed`]): every namespace bwrap knows
//! (`--unshare-all`: user where possible, PID, mount, network, IPC, UTS,
//! cgroup where possible), `--share-net` only with the `network` grant;
//! `--die-with-parent` and bwrap as the command's parent, so killing bwrap
//! ends the PID namespace and with it every descendant, `setsid` and double
//! forks included; `--new-session` (no controlling terminal to push input
//! into); every capability dropped. Its root is an empty read-only tmpfs
//! holding only: `/usr`, `/bin`, `/sbin`, `/lib*`, `/etc`, `/opt`, `/nix`
//! read-only (symlinks such as merged-usr's `/bin -> usr/bin` recreated as
//! symlinks), `/etc`'s shadow files and SSH host keys masked with
//! `/dev/null`; a fresh `/dev` (read-only but for its nodes and a private
//! `/dev/shm`), a fresh `/proc` of the new PID namespace, a private `/tmp`;
//! the workspace, bound writable at its own path, and `.gg/` inside it under
//! an empty read-only tmpfs. Home directories, the workspace's siblings and
//! the rest of the host are simply absent.
//!
//! The limits ([`Rlimits`], soft and hard alike, never above the hard limit
//! gg itself runs under): CPU time, file size, data segment (memory),
//! processes, no core files. They are set in the forked child before it
//! execs (bwrap, or `/bin/sh` without a sandbox), so every process of the
//! command inherits them.

use std::ffi::{OsStr, OsString};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The longest timeout a program may ask for a command (`shell.run`).
pub const MAX_TIMEOUT: Duration = Duration::from_secs(600);
/// Seconds of CPU one process of a command may use: twice the longest
/// timeout, so only a process that escaped the timeout (possible only
/// without a sandbox) or one burning many threads reaches it.
pub const CPU_SECONDS: u64 = 2 * MAX_TIMEOUT.as_secs();
/// The largest file a command may write (4 GiB).
pub const FILE_BYTES: u64 = 4 << 30;
/// One process's data segment (heap and private writable mappings; 4 GiB).
/// `RLIMIT_DATA` rather than `RLIMIT_AS`: runtimes that reserve address
/// space they never touch (V8's WebAssembly cages, the JVM's heap) still
/// start, and what they do use is bounded.
pub const DATA_BYTES: u64 = 4 << 30;
/// Processes of gg's user, counted by the kernel across the host (and not
/// enforced at all for root): a fork-bomb backstop, not a quota.
pub const PROCESSES: u64 = 4096;
/// The private `/tmp`'s size, where bwrap can size a tmpfs (0.7 and later).
pub const TMP_BYTES: u64 = 1 << 30;
/// The private `/dev/shm`'s size, likewise.
pub const SHM_BYTES: u64 = 64 << 20;
/// How long the probe may take before it counts as a failure.
const PROBE_TIMEOUT: Duration = Duration::from_secs(10);

/// The resource limits a command runs under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rlimits {
    pub cpu_seconds: u64,
    pub file_bytes: u64,
    pub data_bytes: u64,
    pub processes: u64,
}

impl Default for Rlimits {
    fn default() -> Self {
        Rlimits { cpu_seconds: CPU_SECONDS, file_bytes: FILE_BYTES, data_bytes: DATA_BYTES, processes: PROCESSES }
    }
}

impl Rlimits {
    /// Sets the limits in the child `cmd` forks, before it execs.
    pub fn apply(self, cmd: &mut Command) {
        let limits = [
            (libc::RLIMIT_CPU, self.cpu_seconds),
            (libc::RLIMIT_FSIZE, self.file_bytes),
            (libc::RLIMIT_DATA, self.data_bytes),
            (libc::RLIMIT_NPROC, self.processes),
            (libc::RLIMIT_CORE, 0),
        ];
        // SAFETY: the hook runs in the forked child before exec, where only
        // async-signal-safe calls are allowed: getrlimit(2) and setrlimit(2)
        // are system calls on a stack value, with no allocation and no lock.
        #[allow(unsafe_code, reason = "setting rlimits in the child before exec needs pre_exec and libc")]
        unsafe {
            cmd.pre_exec(move || {
                for (resource, value) in limits {
                    let mut current = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
                    if libc::getrlimit(resource, &mut current) != 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                    let value = (value as libc::rlim_t).min(current.rlim_max);
                    let wanted = libc::rlimit { rlim_cur: value, rlim_max: value };
                    if libc::setrlimit(resource, &wanted) != 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                }
                Ok(())
            });
        }
    }
}

/// A bwrap that was seen to make a sandbox on this host.
#[derive(Debug, Clone)]
pub struct Bwrap {
    path: PathBuf,
    /// Whether it takes `--size` before `--tmpfs` (bubblewrap 0.7 and later).
    sized_tmpfs: bool,
}

/// The bwrap this process uses, probed once (the first command asks); the
/// error says why no sandbox can be made.
pub fn bwrap() -> Result<&'static Bwrap, &'static str> {
    static PROBED: OnceLock<Result<Bwrap, String>> = OnceLock::new();
    PROBED.get_or_init(|| probe(std::env::var_os("PATH").as_deref())).as_ref().map_err(|e| e.as_str())
}

/// Finds `bwrap` on `path_var` and has it make a sandbox like a command's,
/// running `/bin/sh -c true` in it.
pub fn probe(path_var: Option<&OsStr>) -> Result<Bwrap, String> {
    let path = path_var
        .into_iter()
        .flat_map(std::env::split_paths)
        .map(|dir| dir.join("bwrap"))
        .find(|p| is_executable(p))
        .ok_or("bubblewrap (`bwrap`) is not installed on the host (not on gg's PATH)")?;
    let help = Command::new(&path)
        .arg("--help")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .map_err(|e| format!("{} cannot be started: {e}", path.display()))?;
    let bwrap = Bwrap { sized_tmpfs: String::from_utf8_lossy(&help.stdout).contains("--size"), path };
    let mut cmd = Command::new(&bwrap.path);
    cmd.args(bwrap.system_args(false)).args(["--remount-ro", "/", "--", "/bin/sh", "-c", "true"]);
    cmd.env_clear().stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|e| format!("{} cannot be started: {e}", bwrap.path.display()))?;
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() < PROBE_TIMEOUT => std::thread::sleep(Duration::from_millis(5)),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("{} did not make a sandbox within {PROBE_TIMEOUT:?}", bwrap.path.display()));
            }
            Err(e) => return Err(format!("{}: {e}", bwrap.path.display())),
        }
    };
    if status.success() {
        return Ok(bwrap);
    }
    let mut said = String::new();
    if let Some(mut err) = child.stderr.take() {
        use std::io::Read;
        let _ = err.by_ref().take(4096).read_to_string(&mut said);
    }
    let said = said.trim();
    Err(format!(
        "{} cannot make a sandbox here ({status}{}{said}); user namespaces may be disabled for gg's user",
        bwrap.path.display(),
        if said.is_empty() { "" } else { ": " },
    ))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata().is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// The host's system directories the sandbox shows read-only (those that
/// exist): `/usr`, `/bin`, `/sbin`, every `/lib*`, `/etc`, `/opt`, `/nix`.
fn system_paths() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = ["/usr", "/bin", "/sbin", "/etc", "/opt", "/nix"].iter().map(PathBuf::from).collect();
    if let Ok(entries) = std::fs::read_dir("/") {
        let mut libs: Vec<PathBuf> = entries
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with("lib"))
            .map(|e| e.path())
            .collect();
        libs.sort();
        paths.extend(libs);
    }
    paths
}

/// Files of `/etc` that hold secrets of the host (the shadow files, SSH
/// host keys): masked with `/dev/null`. gg may run as root, and the
/// sandbox's root owns them.
fn etc_secrets() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = ["/etc/shadow", "/etc/shadow-", "/etc/gshadow", "/etc/gshadow-"]
        .iter()
        .map(PathBuf::from)
        .filter(|p| p.symlink_metadata().is_ok_and(|m| m.is_file()))
        .collect();
    if let Ok(entries) = std::fs::read_dir("/etc/ssh") {
        let mut keys: Vec<PathBuf> = entries
            .flatten()
            .filter(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.starts_with("ssh_host_") && name.ends_with("_key")
            })
            .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
            .map(|e| e.path())
            .collect();
        keys.sort();
        out.extend(keys);
    }
    out
}

fn push(args: &mut Vec<OsString>, parts: &[&OsStr]) {
    args.extend(parts.iter().map(|p| p.to_os_string()));
}

impl Bwrap {
    /// Namespaces, the system directories, `/dev`, `/proc` and `/tmp`.
    fn system_args(&self, network: bool) -> Vec<OsString> {
        let mut args: Vec<OsString> = Vec::new();
        let flag = |s: &str| OsString::from(s);
        args.push(flag("--unshare-all"));
        if network {
            args.push(flag("--share-net"));
        }
        for f in ["--die-with-parent", "--new-session", "--cap-drop", "ALL"] {
            args.push(flag(f));
        }
        for path in system_paths() {
            let Ok(meta) = path.symlink_metadata() else { continue };
            if meta.file_type().is_symlink() {
                if let Ok(target) = std::fs::read_link(&path) {
                    push(&mut args, &["--symlink".as_ref(), target.as_os_str(), path.as_os_str()]);
                }
            } else if meta.is_dir() {
                push(&mut args, &["--ro-bind".as_ref(), path.as_os_str(), path.as_os_str()]);
            }
        }
        for secret in etc_secrets() {
            push(&mut args, &["--ro-bind".as_ref(), "/dev/null".as_ref(), secret.as_os_str()]);
        }
        if network {
            // `/etc/resolv.conf` is often a link into `/run` (systemd-resolved),
            // which the sandbox does not show: show that one file.
            if let Ok(target) = std::fs::canonicalize("/etc/resolv.conf")
                && !target.starts_with("/etc")
            {
                push(&mut args, &["--ro-bind-try".as_ref(), target.as_os_str(), target.as_os_str()]);
            }
        }
        for f in ["--dev", "/dev", "--proc", "/proc"] {
            args.push(flag(f));
        }
        for (dir, size) in [("/tmp", TMP_BYTES), ("/dev/shm", SHM_BYTES)] {
            if self.sized_tmpfs {
                args.push(flag("--size"));
                args.push(flag(&size.to_string()));
            }
            args.push(flag("--tmpfs"));
            args.push(flag(dir));
        }
        for f in ["--remount-ro", "/dev"] {
            args.push(flag(f));
        }
        args
    }

    /// A command that runs `/bin/sh -c <command>` in the sandbox, in `cwd`
    /// (a directory of `workspace`), with `.gg/` of the workspace hidden.
    /// The caller sets the environment, stdio and limits.
    pub fn sandboxed(&self, workspace: &Path, cwd: &Path, network: bool, command: &str) -> Command {
        let state = workspace.join(super::files::STATE_DIR);
        let mut cmd = Command::new(&self.path);
        cmd.args(self.system_args(network));
        cmd.arg("--bind").arg(workspace).arg(workspace);
        cmd.arg("--tmpfs").arg(&state).arg("--remount-ro").arg(&state);
        cmd.args(["--remount-ro", "/"]).arg("--chdir").arg(cwd);
        cmd.args(["--", "/bin/sh", "-c", command]);
        cmd
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_bwrap_on_path_says_so() {
        let empty = tempfile::tempdir().unwrap();
        let why = probe(Some(empty.path().as_os_str())).unwrap_err();
        assert!(why.contains("bubblewrap (`bwrap`) is not installed"), "{why}");
        assert!(probe(None).is_err());
    }

    #[test]
    fn a_bwrap_that_cannot_make_a_sandbox_says_why() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let fake = dir.path().join("bwrap");
        std::fs::write(&fake, "#!/bin/sh\n[ \"$1\" = --help ] && exit 0\necho 'bwrap: No permissions to create a new namespace' >&2\nexit 1\n").unwrap();
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
        let why = probe(Some(dir.path().as_os_str())).unwrap_err();
        assert!(why.contains("cannot make a sandbox here"), "{why}");
        assert!(why.contains("No permissions to create a new namespace"), "{why}");
    }

    #[test]
    fn the_command_line_hides_gg_state_and_shares_the_network_only_when_asked() {
        let b = Bwrap { path: "/usr/bin/bwrap".into(), sized_tmpfs: true };
        let ws = Path::new("/work/ws");
        let line = |network| {
            let cmd = b.sandboxed(ws, &ws.join("src"), network, "echo hi");
            cmd.get_args().map(|a| a.to_string_lossy().into_owned()).collect::<Vec<_>>().join(" ")
        };
        let closed = line(false);
        assert!(closed.starts_with("--unshare-all --die-with-parent --new-session --cap-drop ALL "), "{closed}");
        assert!(closed.contains(" --ro-bind /usr /usr "), "{closed}");
        assert!(closed.contains(&format!(" --size {TMP_BYTES} --tmpfs /tmp ")), "{closed}");
        assert!(closed.ends_with(
            " --bind /work/ws /work/ws --tmpfs /work/ws/.gg --remount-ro /work/ws/.gg --remount-ro / \
             --chdir /work/ws/src -- /bin/sh -c echo hi"
        ));
        assert!(!closed.contains("--share-net") && !closed.contains("/root") && !closed.contains("/home"));
        assert!(line(true).starts_with("--unshare-all --share-net "));
    }
}
