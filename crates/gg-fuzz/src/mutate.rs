//! The byte-level mutator and its deterministic PRNG.
//!
//! A mutation is a short stack (1 to 8) of edits drawn from: flip a bit, set
//! a byte (random or one of the bytes that delimit things in text), insert
//! random bytes, delete a range, copy a range elsewhere in the input, insert
//! or overwrite with one of the target's tokens, splice in a range of another
//! corpus entry, cross over with another entry, truncate. Every choice comes
//! from [`Rng`], so a run is a function of its seed and its corpus.

/// SplitMix64: small, fast, and good enough to pick mutations.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`0` when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.next_u64() % n as u64) as usize }
    }

    /// True one time in `n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    /// A length in `1..=max`, small lengths far likelier than large ones.
    fn small_len(&mut self, max: usize) -> usize {
        let max = max.max(1);
        let bits = self.below(7);
        let cap = 1 + self.below(1 << bits); // 1..=64, mostly short
        1 + self.below(cap.min(max))
    }
}

/// Bytes that mean something in program text and JSON.
const INTERESTING: &[u8] = b"\0\t\n\r \"#$%'()*+,-./0:;<=>?@[\\]^_`{|}~\x7f\xc3\xe2\xf0\xff";

/// Mutates `input` in place (1 to 8 stacked edits), keeping it at most
/// `max_len` bytes. `corpus` supplies splices, `tokens` the target's words.
pub fn mutate(rng: &mut Rng, input: &mut Vec<u8>, corpus: &[Vec<u8>], tokens: &[Vec<u8>], max_len: usize) {
    let bits = rng.below(4);
    let rounds = 1 + rng.below(1 << bits);
    for _ in 0..rounds {
        edit(rng, input, corpus, tokens);
    }
    input.truncate(max_len);
}

fn edit(rng: &mut Rng, input: &mut Vec<u8>, corpus: &[Vec<u8>], tokens: &[Vec<u8>]) {
    let len = input.len();
    match rng.below(12) {
        0 if len > 0 => {
            let at = rng.below(len);
            input[at] ^= 1 << rng.below(8);
        }
        1 if len > 0 => {
            let at = rng.below(len);
            input[at] = if rng.one_in(2) { rng.next_u64() as u8 } else { INTERESTING[rng.below(INTERESTING.len())] };
        }
        2 => {
            let at = rng.below(len + 1);
            let n = rng.small_len(8);
            let bytes: Vec<u8> = (0..n)
                .map(|_| if rng.one_in(2) { rng.next_u64() as u8 } else { INTERESTING[rng.below(INTERESTING.len())] })
                .collect();
            input.splice(at..at, bytes);
        }
        3 if len > 0 => {
            let at = rng.below(len);
            let n = rng.small_len(len - at);
            input.drain(at..at + n);
        }
        4 if len > 0 => {
            let from = rng.below(len);
            let n = rng.small_len(len - from);
            let chunk = input[from..from + n].to_vec();
            let at = rng.below(len + 1);
            input.splice(at..at, chunk);
        }
        5..=7 if !tokens.is_empty() => {
            let token = &tokens[rng.below(tokens.len())];
            let at = boundary(rng, input);
            input.splice(at..at, token.iter().copied());
        }
        8 if !tokens.is_empty() && len > 0 => {
            let token = &tokens[rng.below(tokens.len())];
            let at = rng.below(len);
            let n = rng.small_len(len - at);
            input.splice(at..at + n, token.iter().copied());
        }
        9 if !corpus.is_empty() => {
            let other = &corpus[rng.below(corpus.len())];
            if !other.is_empty() {
                let from = rng.below(other.len());
                let n = rng.small_len(other.len() - from);
                let at = boundary(rng, input);
                input.splice(at..at, other[from..from + n].iter().copied());
            }
        }
        10 if !corpus.is_empty() => {
            let other = &corpus[rng.below(corpus.len())];
            let cut = rng.below(len + 1);
            let from = rng.below(other.len() + 1);
            input.truncate(cut);
            input.extend_from_slice(&other[from..]);
        }
        11 if len > 0 => {
            input.truncate(rng.below(len));
        }
        _ => {
            let at = rng.below(len + 1);
            input.insert(at, INTERESTING[rng.below(INTERESTING.len())]);
        }
    }
}

/// A place to insert at: often the start of a line or a word, else anywhere.
fn boundary(rng: &mut Rng, input: &[u8]) -> usize {
    let at = rng.below(input.len() + 1);
    if rng.one_in(2) {
        return at;
    }
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    let mut i = at;
    while i > 0 && i < input.len() && word(input[i - 1]) && word(input[i]) {
        i -= 1;
    }
    if rng.one_in(2) {
        while i > 0 && input[i - 1] != b'\n' {
            i -= 1;
        }
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_is_a_function_of_its_seed_and_stays_within_its_length() {
        let corpus = vec![b"import { files } from \"gg\";\n".to_vec(), b"def x\nend\n".to_vec()];
        let tokens = vec![b"${".to_vec(), b"=begin\n".to_vec()];
        let run = |seed| {
            let mut rng = Rng::new(seed);
            let mut input = corpus[0].clone();
            let mut seen = Vec::new();
            for _ in 0..500 {
                mutate(&mut rng, &mut input, &corpus, &tokens, 64);
                assert!(input.len() <= 64);
                seen.push(input.clone());
            }
            seen
        };
        assert_eq!(run(7), run(7));
        assert_ne!(run(7), run(8));
    }
}
