//! Which bytes of a Ruby source are code.
//!
//! The Ruby arm's code-module analysis reads the model's text for the `def`s,
//! `class`es and constants a module declares; a `def` written into a string
//! is not one of them. This module answers, byte by byte, which parts of the
//! text are code, without parsing Ruby.
//!
//! It works on bytes, not characters: every offset it takes or reports is a
//! byte offset, and only ASCII bytes ever delimit anything, so a multi-byte
//! UTF-8 character is wholly code or wholly not.
//!
//! It reads these shapes, and everything they hold is not code:
//!
//! - `'…'` with the escapes `\\` and `\'`;
//! - `"…"` with `\` escapes and `#{…}` interpolation;
//! - backtick command literals, read like `"…"`;
//! - the `%` family — `%w`, `%W`, `%i`, `%I`, `%q`, `%Q`, `%s`, `%r`, `%x`
//!   and bare `%(…)` — with any punctuation delimiter, where the bracket pairs
//!   `()`, `[]`, `{}` and `<>` nest and any other delimiter closes on itself;
//!   `%W`, `%I`, `%Q`, `%r`, `%x` and bare `%` interpolate;
//! - heredocs `<<ID`, `<<-ID`, `<<~ID`, with the identifier bare or quoted
//!   (`<<'ID'` does not interpolate); several may start on one line, and their
//!   bodies then follow that line in order, while the rest of the starting
//!   line stays code;
//! - `?x` character literals, so that `?'`, `?"` and `?#` open nothing;
//! - `#` comments to the end of the line, and `=begin` … `=end` blocks whose
//!   two lines start at column zero;
//! - whatever follows a column-zero `__END__` line at top level.
//!
//! A literal's delimiters belong to it: the quotes, the `%w[` and `]`, the
//! `<<~ID` token and the heredoc's terminator line are all not code. The one
//! exception is interpolation: the text inside `#{…}` is code (its `#{` and
//! `}` are not), and it may hold strings, heredocs and interpolations of its
//! own, to any depth.
//!
//! `%`, `<<`, `?` and `/` each mean two things in Ruby. Which one is meant is
//! judged from the previous significant token: after a value (a number, a
//! variable, `)`, `]`, `}`, a closed literal, `end`, `self`…) they are
//! operators; where a value is expected (the start, after an operator, `(`,
//! `,`, a newline, or a keyword such as `if`, `when`, `and`) they open a
//! literal; after a bare identifier — which may be a method taking an argument
//! without parentheses — they open a literal only when a space comes before
//! them and none after (`puts %w[a b]`, `puts <<~EOS`, but `a % b`, `a << b`).
//!
//! A regex literal `/…/` is the one shape not read: only a parse can tell it
//! from division. A `/` where a regex may start is scanned to its closing `/`
//! (on the same line, unless a value is certainly expected); if that text
//! holds `'`, `"` or a backtick the mask declines with
//! [`Decline::RegexWithQuote`], and otherwise the regex is taken as not code.
//! `%r{…}` is a `%` literal and never declines.

/// Why the mask declined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decline {
    /// A `/` that may start a regex whose text holds a quote, at this byte offset.
    RegexWithQuote(usize),
    /// A string, heredoc or comment left open at end of input, starting at this byte offset.
    Unterminated(usize),
}

/// `mask[i]` is true when byte `i` of `source` is code (outside every string,
/// comment and heredoc body). Interpolated code inside `#{…}` of a
/// double-quoted string, backtick or interpolating heredoc/%-literal IS code
/// (nesting allowed, including strings inside the interpolation).
pub fn code_mask(source: &[u8]) -> Result<Vec<bool>, Decline> {
    let mut lexer = Lexer {
        src: source,
        mask: vec![false; source.len()],
        i: 0,
        stack: vec![Frame::Code(Code { interp: false, depth: 0, prev: Prev::Begin, spaced: false })],
        pending: Vec::new(),
    };
    lexer.run()?;
    Ok(lexer.mask)
}

/// Convenience for the export scan: the source with every non-code byte other
/// than `\n` replaced by a space (same length, same line structure).
pub fn blank_non_code(source: &str) -> Result<String, Decline> {
    let mask = code_mask(source.as_bytes())?;
    let mut out = String::with_capacity(source.len());
    for (at, ch) in source.char_indices() {
        if ch == '\n' || mask.get(at).copied().unwrap_or(false) {
            out.push(ch);
        } else {
            out.extend(std::iter::repeat_n(' ', ch.len_utf8()));
        }
    }
    Ok(out)
}

/// What the previous significant token in code says about the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Prev {
    /// A value is expected: start, operator, `(`, `,`, newline, keyword.
    Begin,
    /// A value just ended: number, variable, `)`, `]`, `}`, literal, `end`.
    Value,
    /// A bare identifier: a variable, or a method that may take an argument.
    Ident,
    /// `def`: a method name follows, and it may be an operator.
    Def,
    /// `.`, `&.` or `::`: a method name follows, and it may be an operator.
    Dot,
}

/// Code: the top level, or the inside of one `#{…}`.
#[derive(Debug, Clone, Copy)]
struct Code {
    /// Inside `#{…}`: an unmatched `}` closes it.
    interp: bool,
    /// Open `{` in this stretch of code.
    depth: usize,
    prev: Prev,
    /// Whitespace came after the previous token.
    spaced: bool,
}

/// A delimited literal: quotes, backticks, `%` literals.
#[derive(Debug, Clone, Copy)]
struct Lit {
    start: usize,
    open: u8,
    close: u8,
    /// Open brackets inside a bracket-delimited literal.
    nest: usize,
    interp: bool,
    /// `%r`: option letters may follow the closing delimiter.
    regex: bool,
}

/// A heredoc, pending (its body not reached yet) or being read.
#[derive(Debug, Clone, Copy)]
struct Heredoc {
    /// Offset of its `<<`.
    start: usize,
    /// The identifier, as a range of the source.
    id: (usize, usize),
    /// `<<-` or `<<~`: the terminator may be indented.
    indent: bool,
    interp: bool,
    /// The next byte starts a line, which may be the terminator.
    line_start: bool,
}

#[derive(Debug, Clone, Copy)]
enum Frame {
    Code(Code),
    Lit(Lit),
    Heredoc(Heredoc),
}

/// A `/…/` regex taken as such.
struct Regex {
    /// Just past its closing `/` and option letters.
    end: usize,
    /// The code inside its `#{…}`s.
    inner: Vec<(usize, usize)>,
}

struct Lexer<'a> {
    src: &'a [u8],
    mask: Vec<bool>,
    i: usize,
    /// Innermost last; the bottom frame is top-level code and is never popped.
    stack: Vec<Frame>,
    /// Heredocs opened on the current line, in order.
    pending: Vec<Heredoc>,
}

/// Keywords after which a value is expected.
const BEGIN_KEYWORDS: &[&[u8]] = &[
    b"and", b"begin", b"break", b"case", b"do", b"else", b"elsif", b"ensure", b"if", b"in", b"next", b"not", b"or",
    b"rescue", b"return", b"then", b"unless", b"until", b"when", b"while", b"yield",
];

/// Keywords that are values (or, like `class`, never take `%`, `<<`, `/` as a literal).
const VALUE_KEYWORDS: &[&[u8]] = &[
    b"end",
    b"self",
    b"nil",
    b"true",
    b"false",
    b"redo",
    b"retry",
    b"class",
    b"module",
    b"__FILE__",
    b"__LINE__",
    b"__dir__",
    b"__method__",
    b"__ENCODING__",
];

/// Operator method names a `:` symbol may carry, longest first.
const OPERATOR_SYMBOLS: &[&[u8]] = &[
    b"[]=", b"===", b"<=>", b"==", b"=~", b"!=", b"!~", b"[]", b"**", b"<<", b">>", b"<=", b">=", b"+@", b"-@", b"!",
    b"~", b"+", b"-", b"*", b"/", b"%", b"<", b">", b"&", b"|", b"^", b"`",
];

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_' || b >= 0x80
}

fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// A `%` literal's delimiter.
fn is_delimiter(b: u8) -> bool {
    b.is_ascii_punctuation() && b != b'\\'
}

/// What may follow `=begin`, `=end`: whitespace or the end of input.
fn ends_word(b: Option<u8>) -> bool {
    b.is_none_or(is_space)
}

/// Length of the UTF-8 sequence this lead byte starts (1 for anything odd).
fn utf8_len(lead: u8) -> usize {
    match lead {
        0xf0..=0xf7 => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    }
}

fn closing(open: u8) -> u8 {
    match open {
        b'(' => b')',
        b'[' => b']',
        b'{' => b'}',
        b'<' => b'>',
        other => other,
    }
}

impl Lexer<'_> {
    fn run(&mut self) -> Result<(), Decline> {
        while self.i < self.src.len() {
            let Some(&frame) = self.stack.last() else { break };
            match frame {
                Frame::Code(c) => self.step_code(c)?,
                Frame::Lit(l) => self.step_lit(l),
                Frame::Heredoc(h) => self.step_heredoc(h),
            }
        }
        let open = self
            .stack
            .iter()
            .filter_map(|f| match f {
                Frame::Lit(l) => Some(l.start),
                Frame::Heredoc(h) => Some(h.start),
                Frame::Code(_) => None,
            })
            .chain(self.pending.iter().map(|h| h.start))
            .min();
        match open {
            Some(at) => Err(Decline::Unterminated(at)),
            None => Ok(()),
        }
    }

    fn peek(&self, k: usize) -> Option<u8> {
        self.src.get(k).copied()
    }

    /// The byte at `k`, or 0 past the end (0 delimits nothing here).
    fn at(&self, k: usize) -> u8 {
        self.peek(k).unwrap_or(0)
    }

    fn starts_with(&self, k: usize, pat: &[u8]) -> bool {
        self.src.get(k..).is_some_and(|s| s.starts_with(pat))
    }

    /// Offset of the `\n` ending the line holding `k`, or the end of input.
    fn line_end(&self, k: usize) -> usize {
        self.src.get(k..).and_then(|s| s.iter().position(|&b| b == b'\n')).map_or(self.src.len(), |p| k + p)
    }

    fn mark(&mut self, from: usize, to: usize) {
        let to = to.min(self.mask.len());
        if let Some(span) = self.mask.get_mut(from..to) {
            span.fill(true);
        }
    }

    fn store(&mut self, idx: usize, frame: Frame) {
        if let Some(slot) = self.stack.get_mut(idx) {
            *slot = frame;
        }
    }

    /// A line ended: the heredocs opened on it start reading their bodies, first one first.
    fn newline(&mut self) {
        while let Some(h) = self.pending.pop() {
            self.stack.push(Frame::Heredoc(Heredoc { line_start: true, ..h }));
        }
    }

    /// A code token `self.i..end`.
    fn token(&mut self, c: &mut Code, end: usize, prev: Prev) {
        let end = end.min(self.src.len());
        self.mark(self.i, end);
        self.i = end;
        c.prev = prev;
        c.spaced = false;
    }

    /// A literal token `self.i..end` (not code), which leaves a value behind.
    fn literal(&mut self, c: &mut Code, end: usize) {
        self.i = end.min(self.src.len());
        c.prev = Prev::Value;
        c.spaced = false;
    }

    /// Opens a quoted literal whose opening quote is the byte before `body`.
    fn open_lit(&mut self, c: &mut Code, start: usize, body: usize, interp: bool) {
        let open = self.at(body - 1);
        self.literal(c, body);
        self.stack.push(Frame::Lit(Lit { start, open, close: closing(open), nest: 0, interp, regex: false }));
    }

    fn step_code(&mut self, mut c: Code) -> Result<(), Decline> {
        let idx = self.stack.len().saturating_sub(1);
        let i = self.i;
        let b = self.at(i);
        let next = self.at(i + 1);
        let line_start = i == 0 || self.at(i - 1) == b'\n';
        if line_start && self.starts_with(i, b"=begin") && ends_word(self.peek(i + 6)) {
            return self.block_comment(i);
        }
        if line_start && self.stack.len() == 1 && self.starts_with(i, b"__END__") && self.blank_to_eol(i + 7) {
            self.mark(i, i + 7);
            self.i = self.src.len();
            return Ok(());
        }
        match b {
            b'\n' => {
                self.token(&mut c, i + 1, Prev::Begin);
                c.spaced = true;
                self.newline();
            }
            b'\\' if next == b'\n' => {
                let prev = c.prev;
                self.token(&mut c, i + 2, prev);
                c.spaced = true;
                self.newline();
            }
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                let prev = c.prev;
                self.token(&mut c, i + 1, prev);
                c.spaced = true;
            }
            b'#' => {
                self.i = self.line_end(i);
                c.spaced = true;
            }
            b'\'' => self.open_lit(&mut c, i, i + 1, false),
            b'"' => self.open_lit(&mut c, i, i + 1, true),
            b'`' if matches!(c.prev, Prev::Def | Prev::Dot) => self.token(&mut c, i + 1, Prev::Ident),
            b'`' => self.open_lit(&mut c, i, i + 1, true),
            b'%' => self.percent(&mut c),
            b'/' => self.slash(&mut c)?,
            b'<' if next == b'<' => self.shift_or_heredoc(&mut c),
            b'?' => self.question(&mut c),
            b':' => self.colon(&mut c),
            b'$' => {
                let end = if is_ident_start(next) {
                    self.ident_end(i + 2)
                } else if next.is_ascii_digit() {
                    let mut k = i + 2;
                    while self.at(k).is_ascii_digit() {
                        k += 1;
                    }
                    k
                } else if next == b'-' && is_ident_char(self.at(i + 2)) {
                    i + 3
                } else if next.is_ascii_punctuation() {
                    i + 2
                } else {
                    i + 1
                };
                self.token(&mut c, end, Prev::Value);
            }
            b'@' => {
                let from = if next == b'@' { i + 2 } else { i + 1 };
                let end = self.ident_end(from);
                self.token(&mut c, end, Prev::Value);
            }
            b'{' => {
                c.depth += 1;
                self.token(&mut c, i + 1, Prev::Begin);
            }
            b'}' if c.depth == 0 && c.interp => {
                // The end of an interpolation: back to the literal around it.
                self.stack.pop();
                self.i = i + 1;
                return Ok(());
            }
            b'}' => {
                c.depth = c.depth.saturating_sub(1);
                self.token(&mut c, i + 1, Prev::Value);
            }
            b')' | b']' => self.token(&mut c, i + 1, Prev::Value),
            b'.' if next == b'.' => {
                let mut k = i + 1;
                while self.at(k) == b'.' {
                    k += 1;
                }
                self.token(&mut c, k, Prev::Begin);
            }
            b'.' => self.token(&mut c, i + 1, Prev::Dot),
            b'&' if next == b'.' => self.token(&mut c, i + 2, Prev::Dot),
            b'0'..=b'9' => {
                let mut k = i + 1;
                loop {
                    let d = self.at(k);
                    if d.is_ascii_alphanumeric() || d == b'_' {
                        k += 1;
                    } else if d == b'.' && self.at(k + 1).is_ascii_digit() {
                        k += 2;
                    } else {
                        break;
                    }
                }
                self.token(&mut c, k, Prev::Value);
            }
            _ if is_ident_start(b) => self.ident(&mut c),
            _ => self.token(&mut c, i + 1, Prev::Begin),
        }
        self.store(idx, Frame::Code(c));
        Ok(())
    }

    fn ident_end(&self, from: usize) -> usize {
        let mut k = from;
        while is_ident_char(self.at(k)) {
            k += 1;
        }
        k
    }

    /// Only `\r` stands between `k` and the end of its line.
    fn blank_to_eol(&self, k: usize) -> bool {
        match self.peek(k) {
            None | Some(b'\n') => true,
            Some(b'\r') => matches!(self.peek(k + 1), None | Some(b'\n')),
            Some(_) => false,
        }
    }

    /// `=begin` at `start` through the end of the next column-zero `=end` line.
    fn block_comment(&mut self, start: usize) -> Result<(), Decline> {
        let mut j = self.line_end(start);
        while j < self.src.len() {
            j += 1;
            if self.starts_with(j, b"=end") && ends_word(self.peek(j + 4)) {
                self.i = self.line_end(j);
                return Ok(());
            }
            j = self.line_end(j);
        }
        Err(Decline::Unterminated(start))
    }

    fn ident(&mut self, c: &mut Code) {
        let i = self.i;
        let mut k = self.ident_end(i + 1);
        if matches!(self.at(k), b'?' | b'!') && self.at(k + 1) != b'=' {
            k += 1;
        }
        let method_name = matches!(c.prev, Prev::Def | Prev::Dot);
        if !method_name && self.at(k) == b':' && self.at(k + 1) != b':' {
            // A label, `key:` in a hash or a keyword argument: a value follows.
            self.token(c, k + 1, Prev::Begin);
            return;
        }
        let word = self.src.get(i..k).unwrap_or_default();
        let prev = if method_name {
            Prev::Ident
        } else if word == b"def" {
            Prev::Def
        } else if BEGIN_KEYWORDS.contains(&word) {
            Prev::Begin
        } else if VALUE_KEYWORDS.contains(&word) {
            Prev::Value
        } else {
            Prev::Ident
        };
        self.token(c, k, prev);
    }

    /// After a bare identifier, an ambiguous operator opens a literal only with
    /// a space before it and none after it.
    fn literal_after_ident(c: &Code, next: u8) -> bool {
        c.prev == Prev::Ident && c.spaced && !is_space(next) && next != 0
    }

    fn percent(&mut self, c: &mut Code) {
        let i = self.i;
        if matches!(c.prev, Prev::Def | Prev::Dot) {
            return self.token(c, i + 1, Prev::Ident);
        }
        let next = self.at(i + 1);
        let may = c.prev == Prev::Begin || (Self::literal_after_ident(c, next) && next != b'=');
        if may {
            let opened = if b"wWiIqQrsx".contains(&next) && is_delimiter(self.at(i + 2)) {
                Some((i + 2, matches!(next, b'W' | b'I' | b'Q' | b'r' | b'x')))
            } else if is_delimiter(next) {
                Some((i + 1, true))
            } else {
                None
            };
            if let Some((delim, interp)) = opened {
                let open = self.at(delim);
                self.literal(c, delim + 1);
                let regex = next == b'r';
                self.stack.push(Frame::Lit(Lit { start: i, open, close: closing(open), nest: 0, interp, regex }));
                return;
            }
        }
        self.token(c, i + 1, Prev::Begin);
    }

    fn slash(&mut self, c: &mut Code) -> Result<(), Decline> {
        let i = self.i;
        if matches!(c.prev, Prev::Def | Prev::Dot) {
            self.token(c, i + 1, Prev::Ident);
            return Ok(());
        }
        let next = self.at(i + 1);
        let certain = c.prev == Prev::Begin;
        if (certain || (Self::literal_after_ident(c, next) && next != b'='))
            && let Some(regex) = self.scan_regex(i, certain)?
        {
            self.literal(c, regex.end);
            for (from, to) in regex.inner {
                self.mark(from, to);
            }
            return Ok(());
        }
        self.token(c, i + 1, Prev::Begin);
        Ok(())
    }

    /// Scans a possible regex starting at the `/` at `start`: its end and the
    /// code inside its interpolations, or `None` when it does not close (on
    /// this line, unless `multiline`) and so is division.
    fn scan_regex(&self, start: usize, multiline: bool) -> Result<Option<Regex>, Decline> {
        let mut j = start + 1;
        let mut class = 0usize;
        let mut quote = false;
        let mut inner = Vec::new();
        while j < self.src.len() {
            match self.at(j) {
                b'\\' => {
                    if self.at(j + 1) == b'\n' && !multiline {
                        return Ok(None);
                    }
                    j += 2;
                    continue;
                }
                b'\n' if !multiline => return Ok(None),
                b'[' => class += 1,
                b']' => class = class.saturating_sub(1),
                b'/' if class == 0 => {
                    if quote {
                        return Err(Decline::RegexWithQuote(start));
                    }
                    return Ok(Some(Regex { end: self.regex_options_end(j + 1), inner }));
                }
                b'\'' | b'"' | b'`' => quote = true,
                b'#' if self.at(j + 1) == b'{' => {
                    let from = j + 2;
                    let mut k = from;
                    let mut depth = 0usize;
                    while let Some(b) = self.peek(k) {
                        match b {
                            b'\n' if !multiline => return Ok(None),
                            b'\\' => k += 1,
                            b'\'' | b'"' | b'`' => quote = true,
                            b'{' => depth += 1,
                            b'}' if depth == 0 => {
                                inner.push((from, k));
                                break;
                            }
                            b'}' => depth -= 1,
                            _ => {}
                        }
                        k += 1;
                    }
                    j = k + 1;
                    continue;
                }
                _ => {}
            }
            j += 1;
        }
        if multiline { Err(Decline::Unterminated(start)) } else { Ok(None) }
    }

    /// The end of the option letters (`/x/im`) that start at `k`.
    fn regex_options_end(&self, k: usize) -> usize {
        let mut k = k;
        while matches!(self.at(k), b'i' | b'm' | b'x' | b'o' | b'u' | b'n' | b'e' | b's') {
            k += 1;
        }
        k
    }

    fn shift_or_heredoc(&mut self, c: &mut Code) {
        let i = self.i;
        if matches!(c.prev, Prev::Def | Prev::Dot) {
            return self.token(c, i + 2, Prev::Ident);
        }
        let may = c.prev == Prev::Begin || (c.prev == Prev::Ident && c.spaced);
        if may && let Some((heredoc, end)) = self.heredoc_opener(i) {
            self.pending.push(heredoc);
            self.literal(c, end);
            return;
        }
        self.token(c, i + 2, Prev::Begin);
    }

    /// A heredoc opener at the `<<` at `i`, and the offset just past it.
    fn heredoc_opener(&self, i: usize) -> Option<(Heredoc, usize)> {
        let mut j = i + 2;
        let indent = matches!(self.at(j), b'~' | b'-');
        if indent {
            j += 1;
        }
        let q = self.at(j);
        if matches!(q, b'\'' | b'"' | b'`') {
            let from = j + 1;
            let mut k = from;
            while self.peek(k).is_some_and(|b| b != q && b != b'\n') {
                k += 1;
            }
            if self.peek(k) != Some(q) || k == from {
                return None;
            }
            return Some((Heredoc { start: i, id: (from, k), indent, interp: q != b'\'', line_start: true }, k + 1));
        }
        let first = if indent { q.is_ascii_alphabetic() || q == b'_' } else { q.is_ascii_uppercase() || q == b'_' };
        if !first {
            return None;
        }
        let mut k = j + 1;
        while self.at(k).is_ascii_alphanumeric() || self.at(k) == b'_' {
            k += 1;
        }
        Some((Heredoc { start: i, id: (j, k), indent, interp: true, line_start: true }, k))
    }

    fn question(&mut self, c: &mut Code) {
        let i = self.i;
        let may = c.prev == Prev::Begin || (c.prev == Prev::Ident && c.spaced);
        if may && let Some(ch) = self.peek(i + 1).filter(|&b| !is_space(b)) {
            let len = if ch == b'\\' { 2 + utf8_len(self.at(i + 2)) } else { 1 + utf8_len(ch) };
            let after = self.peek(i + len);
            let ends = if c.prev == Prev::Begin {
                after.is_none_or(|a| !is_ident_char(a))
            } else {
                after.is_none_or(|a| is_space(a) || matches!(a, b',' | b')' | b']' | b'}' | b';' | b'.'))
            };
            if ends {
                return self.literal(c, i + len);
            }
        }
        self.token(c, i + 1, Prev::Begin);
    }

    fn colon(&mut self, c: &mut Code) {
        let i = self.i;
        let next = self.at(i + 1);
        if next == b':' {
            return self.token(c, i + 2, Prev::Dot);
        }
        if c.prev == Prev::Value || (c.prev == Prev::Ident && !c.spaced) {
            // Right after a value, `:` is the ternary's (as in `c ?'x':'y'`).
            return self.token(c, i + 1, Prev::Begin);
        }
        if next == b'"' || next == b'\'' {
            // `:"…"`, a quoted symbol: the colon belongs to the literal.
            return self.open_lit(c, i, i + 2, next == b'"');
        }
        if is_ident_start(next) {
            let mut k = self.ident_end(i + 2);
            if matches!(self.at(k), b'?' | b'!') && self.at(k + 1) != b'=' {
                k += 1;
            }
            return self.token(c, k, Prev::Value);
        }
        if c.prev == Prev::Begin || c.spaced {
            let rest = self.src.get(i + 1..).unwrap_or_default();
            if let Some(op) = OPERATOR_SYMBOLS.iter().find(|op| rest.starts_with(op)) {
                return self.token(c, i + 1 + op.len(), Prev::Value);
            }
        }
        self.token(c, i + 1, Prev::Begin);
    }

    fn step_lit(&mut self, mut l: Lit) {
        let idx = self.stack.len().saturating_sub(1);
        let i = self.i;
        let b = self.at(i);
        match b {
            b'\\' => self.i = if self.peek(i + 1).is_some_and(|n| n != b'\n') { i + 2 } else { i + 1 },
            b'\n' => {
                self.i = i + 1;
                self.newline();
            }
            _ if b == l.close && l.nest == 0 => {
                self.stack.pop();
                self.i = if l.regex { self.regex_options_end(i + 1) } else { i + 1 };
                return;
            }
            _ if b == l.close => {
                l.nest -= 1;
                self.i = i + 1;
            }
            _ if b == l.open && l.open != l.close => {
                l.nest += 1;
                self.i = i + 1;
            }
            b'#' if l.interp && self.at(i + 1) == b'{' => {
                self.i = i + 2;
                self.stack.push(Frame::Code(Code { interp: true, depth: 0, prev: Prev::Begin, spaced: false }));
            }
            _ => self.i = i + 1,
        }
        self.store(idx, Frame::Lit(l));
    }

    fn step_heredoc(&mut self, mut h: Heredoc) {
        let idx = self.stack.len().saturating_sub(1);
        let i = self.i;
        if h.line_start {
            h.line_start = false;
            if let Some(end) = self.terminator(i, &h) {
                self.stack.pop();
                self.i = end;
                if self.peek(end) == Some(b'\n') {
                    self.i = end + 1;
                    self.newline();
                }
                return;
            }
            self.store(idx, Frame::Heredoc(h));
            return;
        }
        match self.at(i) {
            b'\n' => {
                h.line_start = true;
                self.i = i + 1;
                self.store(idx, Frame::Heredoc(h));
                self.newline();
                return;
            }
            b'\\' if h.interp => self.i = if self.peek(i + 1).is_some_and(|n| n != b'\n') { i + 2 } else { i + 1 },
            b'#' if h.interp && self.at(i + 1) == b'{' => {
                self.i = i + 2;
                self.stack.push(Frame::Code(Code { interp: true, depth: 0, prev: Prev::Begin, spaced: false }));
            }
            _ => self.i = i + 1,
        }
        self.store(idx, Frame::Heredoc(h));
    }

    /// When the line at `i` ends heredoc `h`: the offset of that line's end.
    fn terminator(&self, i: usize, h: &Heredoc) -> Option<usize> {
        let mut j = i;
        if h.indent {
            while matches!(self.at(j), b' ' | b'\t') {
                j += 1;
            }
        }
        let id = self.src.get(h.id.0..h.id.1)?;
        if !self.starts_with(j, id) {
            return None;
        }
        let k = j + id.len();
        self.blank_to_eol(k).then(|| self.line_end(k))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blank(source: &str) -> String {
        match blank_non_code(source) {
            Ok(s) => s,
            Err(d) => panic!("declined {d:?} on {source:?}"),
        }
    }

    fn declined(source: &str) -> Decline {
        match blank_non_code(source) {
            Ok(s) => panic!("did not decline on {source:?}: {s:?}"),
            Err(d) => d,
        }
    }

    #[test]
    fn plain_code_is_all_code() {
        let src = "def foo(a, b)\n  a + b * 2\nend\n";
        assert_eq!(blank(src), src);
        assert!(code_mask(src.as_bytes()).expect("mask").iter().all(|&m| m));
    }

    #[test]
    fn empty_source() {
        assert_eq!(code_mask(b""), Ok(vec![]));
    }

    #[test]
    fn single_quoted() {
        assert_eq!(blank("x = 'def y' + z"), "x =         + z");
    }

    #[test]
    fn single_quoted_escapes() {
        assert_eq!(blank(r"a = 'it\'s' + 'b\\' + c"), "a =         +       + c");
        // `#{` means nothing in single quotes.
        assert_eq!(blank("a = '#{b}' + c"), "a =        + c");
    }

    #[test]
    fn double_quoted_escapes() {
        assert_eq!(blank(r#"s = "say \"def\" \\" + t"#), "s =                  + t");
    }

    #[test]
    fn interpolation_is_code() {
        assert_eq!(blank(r#"s = "a #{b + c} d""#), "s =      b + c    ");
    }

    #[test]
    fn nested_interpolation() {
        assert_eq!(blank(r#"x = "a #{ "b #{c} d" } e""#), "x =            c         ");
    }

    #[test]
    fn braces_inside_interpolation() {
        assert_eq!(blank(r##""#{h.map { |k| k }}" + x"##), "   h.map { |k| k }   + x");
    }

    #[test]
    fn interpolation_spanning_lines() {
        assert_eq!(blank("\"a #{\n  b\n} c\" + d"), "     \n  b\n     + d");
    }

    #[test]
    fn backticks() {
        assert_eq!(blank("out = `ls #{dir} 'x'`"), "out =       dir      ");
    }

    #[test]
    fn percent_w_and_i_nest_brackets() {
        assert_eq!(blank("a = %w[def [x] y] + %i<p q>"), "a =               +        ");
    }

    #[test]
    fn percent_q_non_interpolating() {
        assert_eq!(blank("a = %q(x (#{y}) 'z') + b"), "a =                  + b");
    }

    #[test]
    fn percent_interpolating_forms() {
        assert_eq!(blank("a = %Q{x #{y} {z}} + %W(#{p} q) + %(#{r})"), "a =        y       +      p     +     r  ");
        assert_eq!(blank("a = %x|ls #{d}| + %I!#{e}!"), "a =         d   +      e  ");
    }

    #[test]
    fn percent_r_with_quotes_is_not_a_decline() {
        assert_eq!(blank(r#"re = %r{it's "x"}i + y"#), "re =               + y");
    }

    #[test]
    fn percent_same_char_delimiter() {
        assert_eq!(blank("a = %|def| + %q!x! + %w/y z/"), "a =        +       +        ");
    }

    #[test]
    fn modulo_is_not_a_literal() {
        for src in ["a % b", "a%b", "10 % 3", "x %2", "f(x) % y", "a[0] %w", "x %= 3", "@a % b"] {
            assert_eq!(blank(src), src);
        }
    }

    #[test]
    fn percent_after_method_with_space_is_a_literal() {
        assert_eq!(blank("puts %w[def a]"), "puts          ");
        assert_eq!(blank("x = [%w(a), %i(b)]"), "x = [     ,      ]");
    }

    #[test]
    fn heredoc_squiggly() {
        let src = "x = <<~EOS\n  def hidden\n  EOS\ndef shown; end\n";
        assert_eq!(blank(src), "x =       \n            \n     \ndef shown; end\n");
    }

    #[test]
    fn heredoc_dash_indented_terminator() {
        let src = "x = <<-EOS\n  'open\n    EOS\ny";
        assert_eq!(blank(src), "x =       \n       \n       \ny");
    }

    #[test]
    fn heredoc_bare_needs_column_zero_terminator() {
        let src = "x = <<EOS\n  EOS\ndef a\nEOS\ny";
        assert_eq!(blank(src), "x =      \n     \n     \n   \ny");
    }

    #[test]
    fn heredoc_quoted_does_not_interpolate() {
        let src = "x = <<~'EOS'\n  #{y}\nEOS\n";
        assert_eq!(blank(src), "x =         \n      \n   \n");
    }

    #[test]
    fn heredoc_interpolates() {
        let src = "x = <<~\"EOS\"\n  a #{b(\"EOS\")} c\nEOS\nz";
        assert_eq!(blank(src), "x =         \n      b(     )   \n   \nz");
        let bare = "x = <<~EOS\n  a #{b}\nEOS\n";
        assert_eq!(blank(bare), "x =       \n      b \n   \n");
    }

    #[test]
    fn heredocs_several_on_one_line() {
        let src = "foo(<<~A, <<~B) # c\n  def a\nA\n  def b\nB\nbar\n";
        assert_eq!(blank(src), "foo(    ,     )    \n       \n \n       \n \nbar\n");
    }

    #[test]
    fn heredoc_rest_of_line_is_code_and_strings_resume() {
        let src = "x = <<~A.strip + \"q\"\n  body\nA\n";
        assert_eq!(blank(src), "x =     .strip +    \n      \n \n");
        // A string left open on the starting line resumes after the body.
        let split = "f(<<~A, \"s\n  b\nA\nt\")\n";
        assert_eq!(blank(split), "f(    ,   \n   \n \n  )\n");
    }

    #[test]
    fn heredoc_crlf() {
        let src = "x = <<~EOS\r\n  hi\r\nEOS\r\ny";
        assert_eq!(blank(src), "x =       \r\n     \n    \ny");
    }

    #[test]
    fn shift_is_not_a_heredoc() {
        for src in ["a << b", "a<<B", "a << C", "x = 1 << 2", "arr.push(1) <<EOS", "class << self; end", "@x <<-y"] {
            assert_eq!(blank(src), src);
        }
        assert_eq!(blank("arr << 'def'"), "arr <<      ");
    }

    #[test]
    fn heredoc_after_method_with_space() {
        assert_eq!(blank("puts <<~EOS\nx\nEOS\n"), "puts       \n \n   \n");
    }

    #[test]
    fn operator_method_names_open_nothing() {
        let src = "def /(o) end\ndef %(o) end\ndef <<(o) end\ndef `(c) end\nx.%(2)\nsyms = [:/, :%, :`, :<<]";
        assert_eq!(blank(src), src);
    }

    #[test]
    fn comments() {
        assert_eq!(blank("x = 1 # def y 'z\ny"), "x = 1           \ny");
        assert_eq!(blank("s = \"a # b\" # c"), "s =            ");
        assert_eq!(blank("s = \"#{a} #b\""), "s =    a     ");
    }

    #[test]
    fn begin_end_block() {
        let src = "a\n=begin\ndef x 'y\n=end trailing\nb";
        assert_eq!(blank(src), "a\n      \n        \n             \nb");
    }

    #[test]
    fn begin_end_needs_column_zero_end() {
        assert_eq!(declined("=begin\n  =end\n"), Decline::Unterminated(0));
        assert_eq!(blank("x = 1 =begin"), "x = 1 =begin");
    }

    #[test]
    fn character_literals() {
        assert_eq!(blank("a = ?' + ?\" + ?# + b"), "a =    +    +    + b");
        assert_eq!(blank("p(?a, ?\\n)"), "p(  ,    )");
        assert_eq!(blank("c ? 'x' : 'y'"), "c ?     :    ");
        assert_eq!(blank("c ?'x':'y'"), "c ?   :   ");
    }

    #[test]
    fn globals_that_look_like_openers() {
        let src = "a = $' + $\" + $# + $/ + $` + $-w";
        assert_eq!(blank(src), src);
    }

    #[test]
    fn symbols_and_labels() {
        assert_eq!(blank("h = {a: /x/, :'b c' => :d?}"), "h = {a:    ,        => :d?}");
    }

    #[test]
    fn def_in_string_is_masked() {
        let src = "s = \"\ndef hidden\n\"\ndef shown; end";
        assert_eq!(blank(src), "s =  \n          \n \ndef shown; end");
    }

    #[test]
    fn regex_with_quote_declines() {
        assert_eq!(declined("x = /it's/"), Decline::RegexWithQuote(4));
        assert_eq!(declined("puts /\"/"), Decline::RegexWithQuote(5));
        assert_eq!(declined("if s =~ /a`b/ then end"), Decline::RegexWithQuote(8));
        assert_eq!(declined("x = /#{\"a\"}/"), Decline::RegexWithQuote(4));
    }

    #[test]
    fn regex_without_quote_passes() {
        assert_eq!(blank("x = /de[/]f/i; y = 2"), "x =          ; y = 2");
        assert_eq!(blank("when /a#{b}c/ then 'd'"), "when     b    then    ");
        assert_eq!(blank("puts /x/, 'def'"), "puts    ,      ");
        assert_eq!(blank("foo.bar /x/ if y"), "foo.bar     if y");
    }

    #[test]
    fn division_is_not_a_regex() {
        for src in ["x = a / b; s = 1", "x = a/b/c", "x = (a) /2", "x = 1/2", "a /= 2", "y = x /2 + z"] {
            assert_eq!(blank(src), src);
        }
        assert_eq!(blank("x = a / b; s = \"a/b\""), "x = a / b; s =      ");
    }

    #[test]
    fn unterminated() {
        assert_eq!(declined("x = \"abc"), Decline::Unterminated(4));
        assert_eq!(declined("x = 'abc"), Decline::Unterminated(4));
        assert_eq!(declined("x = %w[a b"), Decline::Unterminated(4));
        assert_eq!(declined("x = \"a #{ b"), Decline::Unterminated(4));
        assert_eq!(declined("x = <<~EOS\nbody\n"), Decline::Unterminated(4));
        assert_eq!(declined("x = <<~EOS"), Decline::Unterminated(4));
        assert_eq!(declined("a\n=begin\nno end"), Decline::Unterminated(2));
        assert_eq!(declined("x = /a\nb"), Decline::Unterminated(4));
    }

    #[test]
    fn end_marker_ends_code() {
        let src = "a = 1\n__END__\n'data\n";
        assert_eq!(blank(src), "a = 1\n__END__\n     \n");
    }

    #[test]
    fn multibyte_characters_stay_whole() {
        let src = "x = \"é\" + ?é + 'ü' + ñ";
        let out = blank(src);
        assert_eq!(out.len(), src.len());
        assert!(out.ends_with(" + ñ"));
        assert!(!out.contains('é') && !out.contains('ü'));
    }

    #[test]
    fn mask_marks_code_bytes() {
        let mask = code_mask(b"a = 'b' # c\n").expect("mask");
        let mut expected = vec![true; 4];
        expected.extend([false; 3]);
        expected.push(true);
        expected.extend([false; 3]);
        expected.push(true);
        assert_eq!(mask, expected);
    }

    #[test]
    fn every_prefix_is_safe() {
        let src = "=begin\nx\n=end\nputs %w[a [b] c], %Q{#{ \"d #{e}\" }}, ?', $\"\n\
                   f(<<~A, <<-'B', <<\"C\") # <<D\n  #{g \"h\"}\nA\n  i\n  B\nj\nC\n\
                   k = /l[/]m/ if n % 2 < 3 << 4\n`o #{p}`; :/; def %(q) end\n'r\\'s' \"é\" __END__\n__END__\nz\"";
        for end in 0..=src.len() {
            let _ = code_mask(&src.as_bytes()[..end]);
        }
        assert!(code_mask(src.as_bytes()).is_ok());
        for bytes in [&b"\xff\xfe\"#{"[..], b"%", b"<<", b"?", b"?\\", b"/", b"$", b":", b"\\", b"#{}}}"] {
            let _ = code_mask(bytes);
        }
    }

    #[test]
    fn random_soup_is_safe() {
        let alphabet: &[u8] = b"ab D_09 \n\t\r'\"`#{}()[]<>%wWqQirx/?:$@=-~\\.,;|&*E";
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..3000 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let len = (seed >> 58) as usize;
            let mut src = Vec::with_capacity(len);
            for _ in 0..len {
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                src.push(alphabet[(seed >> 33) as usize % alphabet.len()]);
            }
            if let Ok(mask) = code_mask(&src) {
                assert_eq!(mask.len(), src.len());
            }
            if let Ok(text) = std::str::from_utf8(&src)
                && let Ok(out) = blank_non_code(text)
            {
                assert_eq!(out.len(), text.len());
            }
        }
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let depth = 10_000;
        let src = "\"#{".repeat(depth) + &"}\"".repeat(depth);
        assert!(code_mask(src.as_bytes()).is_ok());
    }
}
