//! What `gg serve` counts and shows at `/metrics`, as Prometheus text
//! (the `prometheus-client` crate; every name starts `gg_`). The front
//! ends (`mcp`, the served broker) tell it about engine requests; the
//! gauges are read from the session tables when the page is asked for.
//!
//! Invariant: a label value comes from a closed set (an arm's name, an end's
//! kind, a request kind, a configured tenant's name, a route, a status
//! code): nothing a client sends becomes a label, so the page stays bounded.

use gg::Lang;
use gg::session::Observation;
use gg::sessions::is_final;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use std::time::Duration;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct TurnLabels {
    arm: String,
    outcome: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ArmLabels {
    arm: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    route: String,
    status: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct TenantLabels {
    tenant: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct PoolLabels {
    arm: String,
    /// `size`, `started` or `busy`.
    state: String,
}

/// The counters and histograms of one server.
pub struct Metrics {
    registry: Registry,
    turns: Family<TurnLabels, Counter>,
    turn_seconds: Family<ArmLabels, Histogram>,
    exec_seconds: Family<ArmLabels, Histogram>,
    requests: Family<RequestLabels, Counter>,
    sessions_open: Family<TenantLabels, Gauge>,
    programs_running: Family<TenantLabels, Gauge>,
    mcp_sessions: Family<TenantLabels, Gauge>,
    instance_slots: Gauge,
    toolchain: Family<PoolLabels, Gauge>,
    connections: Gauge,
    draining: Gauge,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Metrics")
    }
}

/// Latency buckets from 1 ms to about 65 s.
fn buckets() -> Histogram {
    Histogram::new(prometheus_client::metrics::histogram::exponential_buckets(0.001, 2.0, 17))
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("gg");
        let turns = Family::<TurnLabels, Counter>::default();
        registry.register("turns", "Programs that ended, by arm and by how they ended", turns.clone());
        let turn_seconds = Family::<ArmLabels, Histogram>::new_with_constructor(buckets as fn() -> Histogram);
        registry.register(
            "turn_seconds",
            "A program's time from prepare to its end (prepare, instantiate, run)",
            turn_seconds.clone(),
        );
        let exec_seconds = Family::<ArmLabels, Histogram>::new_with_constructor(buckets as fn() -> Histogram);
        registry.register(
            "exec_seconds",
            "An exec request's time to its observation, as its client waits",
            exec_seconds.clone(),
        );
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register("http_requests", "HTTP requests answered, by route and status", requests.clone());
        let sessions_open = Family::<TenantLabels, Gauge>::default();
        registry.register("sessions_open", "Engine sessions open, by tenant", sessions_open.clone());
        let programs_running = Family::<TenantLabels, Gauge>::default();
        registry.register("programs_running", "Programs running, by tenant", programs_running.clone());
        let mcp_sessions = Family::<TenantLabels, Gauge>::default();
        registry.register("mcp_sessions", "MCP sessions (Mcp-Session-Id) open, by tenant", mcp_sessions.clone());
        let instance_slots = Gauge::default();
        registry.register(
            "instance_slots_in_use",
            "Sandbox instances running a program now, across tenants",
            instance_slots.clone(),
        );
        let toolchain = Family::<PoolLabels, Gauge>::default();
        registry.register(
            "toolchain_processes",
            "Host toolchain processes (javac+TeaVM JVMs, Opal compilers) by arm: the pool's size, those started, those busy",
            toolchain.clone(),
        );
        let connections = Gauge::default();
        registry.register("connections_open", "HTTP connections open", connections.clone());
        let draining = Gauge::default();
        registry.register("draining", "1 while the server drains (after SIGTERM)", draining.clone());
        Metrics {
            registry,
            turns,
            turn_seconds,
            exec_seconds,
            requests,
            sessions_open,
            programs_running,
            mcp_sessions,
            instance_slots,
            toolchain,
            connections,
            draining,
        }
    }

    /// An engine request (`exec`, `wait`, …) on a `lang` session returned
    /// after `took`: a final observation counts a turn.
    pub fn settled(&self, lang: Lang, kind: &str, result: Option<&Observation>, took: Duration) {
        let arm = ArmLabels { arm: lang.name().to_string() };
        if kind == "exec" {
            self.exec_seconds.get_or_create(&arm).observe(took.as_secs_f64());
        }
        let Some(o) = result else { return };
        if !is_final(o.status) {
            return;
        }
        let Some(outcome) = &o.outcome else { return };
        let labels = TurnLabels { arm: arm.arm.clone(), outcome: outcome.end.kind().to_string() };
        self.turns.get_or_create(&labels).inc();
        let t = &outcome.timings;
        let us = t.prepare_us + t.instantiate_us + t.run_us;
        self.turn_seconds.get_or_create(&arm).observe(us as f64 / 1e6);
    }

    pub fn request(&self, route: &'static str, status: u16) {
        self.requests.get_or_create(&RequestLabels { route: route.into(), status: status.to_string() }).inc();
    }

    pub fn connection(&self, delta: i64) {
        self.connections.inc_by(delta);
    }

    pub fn set_draining(&self) {
        self.draining.set(1);
    }

    /// Sets a tenant's gauges (read from its tables as the page is made).
    pub fn tenant(&self, tenant: &str, sessions: usize, running: usize) {
        let labels = TenantLabels { tenant: tenant.to_string() };
        self.sessions_open.get_or_create(&labels).set(sessions as i64);
        self.programs_running.get_or_create(&labels).set(running as i64);
    }

    /// Sets a tenant's MCP transport sessions.
    pub fn mcp_sessions(&self, tenant: &str, open: usize) {
        self.mcp_sessions.get_or_create(&TenantLabels { tenant: tenant.to_string() }).set(open as i64);
    }

    /// Sets the engine's gauges: instances in use and toolchain pools.
    pub fn engine(&self, instances: u32, pools: &[(&str, gg::PoolState)]) {
        self.instance_slots.set(i64::from(instances));
        for (arm, state) in pools {
            for (name, n) in [("size", state.size), ("started", state.started), ("busy", state.busy)] {
                let labels = PoolLabels { arm: arm.to_string(), state: name.to_string() };
                self.toolchain.get_or_create(&labels).set(n as i64);
            }
        }
    }

    /// The page, in Prometheus' text format.
    pub fn render(&self) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut text, &self.registry);
        text
    }
}
