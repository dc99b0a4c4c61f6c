//! `cargo xtask bench`'s lightweight `gg serve` row: k MCP clients over
//! Streamable HTTP, each a thread with one keep-alive connection speaking
//! the protocol's JSON-RPC by hand (`initialize`, `notifications/initialized`,
//! then `tools/call` of `exec` one after another for a fixed time), so that
//! the clients take little of the machine's CPU and the row measures the
//! server. The official SDK's row (`tests/mcp-client/serve-bench.mjs`)
//! stands beside it. Prints one JSON object: execs/s, p50/p99 (ms),
//! failures. Not a test: nothing here asserts a time.
//!
//!     serve_bench <host:port> <token> <clients> <seconds>

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// One client's connection and its MCP session.
struct Client {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    addr: String,
    token: String,
    session: Option<String>,
}

impl Client {
    fn connect(addr: &str, token: &str) -> std::io::Result<Client> {
        let stream = TcpStream::connect(addr)?;
        stream.set_nodelay(true)?;
        let writer = stream.try_clone()?;
        Ok(Client {
            reader: BufReader::new(stream),
            writer,
            addr: addr.to_string(),
            token: token.to_string(),
            session: None,
        })
    }

    /// POSTs `message` to /mcp; the status, the session id the answer set,
    /// and the JSON-RPC messages its body held (plain JSON or SSE events).
    fn post(&mut self, message: &Value) -> std::io::Result<(u16, Vec<Value>)> {
        let body = message.to_string();
        let mut head = format!(
            "POST /mcp HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {}\r\nContent-Type: application/json\r\n\
             Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-06-18\r\nContent-Length: {}\r\n",
            self.addr,
            self.token,
            body.len()
        );
        if let Some(s) = &self.session {
            head.push_str(&format!("Mcp-Session-Id: {s}\r\n"));
        }
        head.push_str("\r\n");
        head.push_str(&body);
        self.writer.write_all(head.as_bytes())?;
        // The answer's head.
        let mut line = String::new();
        self.reader.read_line(&mut line)?;
        let status: u16 = line.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
        let (mut length, mut chunked) = (None, false);
        loop {
            line.clear();
            self.reader.read_line(&mut line)?;
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            let (name, value) = l.split_once(':').unwrap_or((l, ""));
            let value = value.trim();
            match name.to_ascii_lowercase().as_str() {
                "content-length" => length = value.parse::<usize>().ok(),
                "transfer-encoding" => chunked = value.eq_ignore_ascii_case("chunked"),
                "mcp-session-id" => self.session = Some(value.to_string()),
                _ => {}
            }
        }
        // Its body, whole.
        let mut bytes = Vec::new();
        if chunked {
            loop {
                line.clear();
                self.reader.read_line(&mut line)?;
                let size = usize::from_str_radix(line.trim(), 16).unwrap_or(0);
                let mut chunk = vec![0; size + 2];
                self.reader.read_exact(&mut chunk)?;
                if size == 0 {
                    break;
                }
                bytes.extend_from_slice(&chunk[..size]);
            }
        } else if let Some(n) = length {
            bytes.resize(n, 0);
            self.reader.read_exact(&mut bytes)?;
        }
        let text = String::from_utf8_lossy(&bytes);
        let messages = if text.trim_start().starts_with('{') {
            serde_json::from_str(&text).into_iter().collect()
        } else {
            text.lines()
                .filter_map(|l| l.strip_prefix("data:"))
                .filter_map(|d| serde_json::from_str::<Value>(d.trim()).ok())
                .collect()
        };
        Ok((status, messages))
    }

    fn open(&mut self) -> std::io::Result<()> {
        let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "serve_bench", "version": "1"}}});
        let (status, _) = self.post(&init)?;
        if status != 200 {
            return Err(std::io::Error::other(format!("initialize answered {status}")));
        }
        // A fleet's node answers without MCP sessions: every request
        // stands alone.
        if self.session.is_some() {
            self.post(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))?;
        }
        Ok(())
    }

    /// One `exec`: whether it completed.
    fn exec(&mut self, id: u64) -> std::io::Result<bool> {
        let call = json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
            "params": {"name": "exec", "arguments": {"language": "js", "code": "1 + 1"}}});
        let (status, messages) = self.post(&call)?;
        let done = messages.iter().find(|m| m["id"] == id);
        Ok(status == 200 && done.is_some_and(|m| m["result"]["structuredContent"]["status"] == "completed"))
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, addr, token, clients, seconds] = &args[..] else {
        eprintln!("usage: serve_bench <host:port> <token> <clients> <seconds>");
        std::process::exit(2);
    };
    let clients: usize = clients.parse().expect("clients is a number");
    let seconds: f64 = seconds.parse().expect("seconds is a number");
    let mut opened = Vec::new();
    for _ in 0..clients {
        let mut c = Client::connect(addr, token).expect("connects");
        c.open().expect("an MCP session opens");
        // Warm: one call each.
        let _ = c.exec(1);
        opened.push(c);
    }
    let until = Instant::now() + Duration::from_secs_f64(seconds);
    let began = Instant::now();
    let threads: Vec<_> = opened
        .into_iter()
        .map(|mut c| {
            std::thread::spawn(move || {
                let (mut latencies, mut failures, mut id) = (Vec::new(), 0usize, 2u64);
                while Instant::now() < until {
                    let started = Instant::now();
                    match c.exec(id) {
                        Ok(true) => {}
                        Ok(false) => failures += 1,
                        Err(_) => {
                            failures += 1;
                            // A broken connection: a new one, a new session.
                            match Client::connect(&c.addr.clone(), &c.token.clone())
                                .and_then(|mut n| n.open().map(|()| n))
                            {
                                Ok(n) => c = n,
                                Err(_) => break,
                            }
                        }
                    }
                    latencies.push(started.elapsed().as_secs_f64() * 1e3);
                    id += 1;
                }
                (latencies, failures)
            })
        })
        .collect();
    let mut latencies = Vec::new();
    let mut failures = 0;
    for t in threads {
        let (l, f) = t.join().expect("a client thread");
        latencies.extend(l);
        failures += f;
    }
    let took = began.elapsed().as_secs_f64();
    latencies.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let pct = |p: f64| {
        latencies.get(((p * latencies.len() as f64).ceil() as usize).saturating_sub(1)).copied().unwrap_or(0.0)
    };
    let row = json!({
        "row": format!("gg serve, MCP over HTTP, {clients} hand-rolled clients"),
        "execs": latencies.len(),
        "execs_per_s": (latencies.len() as f64 / took).round(),
        "p50_ms": (pct(0.5) * 100.0).round() / 100.0,
        "p99_ms": (pct(0.99) * 100.0).round() / 100.0,
        "failures": failures,
    });
    println!("{row}");
}
