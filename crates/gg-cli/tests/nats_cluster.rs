//! The fleet tests' NATS cluster (`common::nats`) tested on its own: three
//! real nats-servers form a JetStream cluster, a server killed with SIGKILL
//! comes back on its ports and store, and a stream with three replicas
//! keeps taking and serving messages when its leader is killed.

use crate::common::nats::Cluster;
use async_nats::jetstream::{self, context::PublishError, publish::PublishAck};
use std::time::{Duration, Instant};

/// Publishes `payload` on `subject` and waits for the stream's ack.
async fn publish(
    js: &jetstream::Context,
    subject: &'static str,
    payload: &'static str,
) -> Result<PublishAck, PublishError> {
    js.publish(subject, payload.into()).await?.await
}

#[test]
fn nats_cluster_kill_and_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(3, dir.path());
    let urls = cluster.urls();
    assert_eq!(urls.split(',').count(), 3, "{urls}");
    for i in 0..3 {
        assert!(urls.contains(&cluster.url(i)), "{urls} lacks {}", cluster.url(i));
        assert!(cluster.alive(i));
    }
    cluster.kill(1);
    assert!(!cluster.alive(1));
    assert!(cluster.alive(0) && cluster.alive(2));
    // `restart` returns once every running server is healthy again.
    cluster.restart(1);
    assert!((0..3).all(|i| cluster.alive(i)));
    assert!(dir.path().join("nats-1.log").is_file());
}

/// A stream with `num_replicas: 3` takes a message, loses its leader to
/// SIGKILL, elects another (the publish retried meanwhile), takes a second
/// message and serves both: the cluster is a real R3 one. (The cluster's
/// calls block; the runtime has threads to spare for the client.)
#[tokio::test(flavor = "multi_thread")]
async fn nats_cluster_r3_stream_survives_a_kill() {
    let dir = tempfile::tempdir().unwrap();
    let mut cluster = Cluster::start(3, dir.path());
    let urls = cluster.urls();
    let client = async_nats::connect(urls.split(',').collect::<Vec<_>>())
        .await
        .unwrap_or_else(|e| panic!("no NATS client on {urls}: {e}"));
    let js = jetstream::new(client);
    let config = jetstream::stream::Config {
        name: "GG_R3".into(),
        subjects: vec!["gg.r3.>".into()],
        num_replicas: 3,
        ..Default::default()
    };
    let mut stream = js.create_stream(config).await.unwrap();
    let first = publish(&js, "gg.r3.a", "first").await.unwrap();
    assert_eq!(first.sequence, 1);

    let info = stream.info().await.unwrap();
    assert_eq!(info.config.num_replicas, 3);
    let leader = info.cluster.as_ref().and_then(|c| c.leader.clone()).expect("an R3 stream has a leader");
    let victim: usize = leader.strip_prefix("gg-").and_then(|i| i.parse().ok()).expect("servers are named gg-N");
    cluster.kill(victim);
    assert!(!cluster.alive(victim));

    let deadline = Instant::now() + Duration::from_secs(15);
    let second = loop {
        match tokio::time::timeout(Duration::from_secs(3), publish(&js, "gg.r3.b", "second")).await {
            Ok(Ok(ack)) => break ack,
            Ok(Err(e)) if Instant::now() < deadline => eprintln!("publish after the kill: {e}; retrying"),
            Err(_) if Instant::now() < deadline => eprintln!("publish after the kill timed out; retrying"),
            other => panic!("no ack within 15 s of killing the stream's leader {leader}: {other:?}"),
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(second.sequence, 2, "the stream kept its first message");

    for (seq, payload) in [(1, "first"), (2, "second")] {
        let message = stream.get_raw_message(seq).await.unwrap();
        assert_eq!(message.payload, payload.as_bytes(), "message {seq}");
    }
    let info = stream.info().await.unwrap();
    let new_leader = info.cluster.as_ref().and_then(|c| c.leader.clone());
    assert!(new_leader.as_ref().is_some_and(|l| *l != leader), "{new_leader:?} replaced {leader}");
    assert_eq!(info.state.messages, 2);
    // The killed server comes back on its store and catches the stream up
    // (`restart` waits for every server's `/healthz`, which checks that).
    cluster.restart(victim);
    assert!(cluster.alive(victim));
}
