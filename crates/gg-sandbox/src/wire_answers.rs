//! The wire answers a core-module guest (CRuby) has not read yet: the host
//! half of ruby.wasm's `js` extension hands the guest a handle to each
//! answer, and the guest reads it once with `to_s`.
//!
//! A leaf: the turn state holds one ([`crate::host::TurnState`]), and
//! `rbwasm` puts, takes and drops answers in it.

/// The wire's answers a turn still holds, by handle (see the module doc).
/// An answer leaves when the guest reads it (`to_s`, once per call in the
/// SDK), so the host holds at most the answers not yet read, not every
/// answer the guest's garbage collector has yet to drop.
#[derive(Default)]
pub struct WireAnswers {
    answers: Vec<Option<String>>,
}

impl WireAnswers {
    pub fn put(&mut self, answer: String) -> i32 {
        self.answers.push(Some(answer));
        i32::try_from(self.answers.len()).unwrap_or(i32::MAX)
    }

    /// The answer behind `handle`, handed over: a second read finds none.
    pub fn take(&mut self, handle: i32) -> Option<String> {
        let i = usize::try_from(handle).ok()?.checked_sub(1)?;
        self.answers.get_mut(i)?.take()
    }

    pub fn drop(&mut self, handle: i32) {
        if let Some(slot) =
            usize::try_from(handle).ok().and_then(|h| h.checked_sub(1)).and_then(|i| self.answers.get_mut(i))
        {
            *slot = None;
        }
    }
}
