// gg's compile driver for the Ruby arm. compiler.sh appends this file after
// Opal's own code (opal-runtime's opal.js, then opal-compiler's
// opal-builder.js and opal-source-maps.js), so that `globalThis.Opal` is
// defined and every compiler module is registered in `Opal.modules` by the
// time this runs. The result is one CommonJS file, opal.compiler.cjs.
//
//   node opal.compiler.cjs             line protocol on stdin/stdout (see NOTES.md)
//   node opal.compiler.cjs --once F    compile file F, print JS (+ inline source map)
//   node opal.compiler.cjs --version   print {"opal": ..., "ruby": ...}
//
// Exit codes: 0 compiled / clean end of input, 20 Opal refused the Ruby
// (syntax error, --once only), 21 Opal raised a non-syntax compile error
// (--once only), 2 bad usage or a malformed request, 3 the driver itself
// failed. Exits 2 and 3 always come with a message on stderr.
(function ggRubyDriver() {
  'use strict';

  const EXIT_OK = 0;
  const EXIT_SYNTAX = 20;
  const EXIT_COMPILE = 21;
  const EXIT_USAGE = 2;
  const EXIT_INTERNAL = 3;
  const DEFAULT_FILE = 'program.rb';

  function die(code, msg) {
    try {
      process.stderr.write('gg ruby driver: ' + msg + '\n');
    } finally {
      process.exit(code);
    }
  }

  function describe(err) {
    if (err && typeof err.$message === 'function') {
      try {
        return String(err.$message());
      } catch (_) {
        // fall through to the JS view of the error
      }
    }
    if (err && typeof err.message === 'string') return err.message;
    return String(err);
  }

  // ---- set up the compiler ------------------------------------------------
  const Opal = globalThis.Opal;
  if (!Opal || !Opal.modules || !Opal.modules['opal/compiler']) {
    die(EXIT_INTERNAL, 'the Opal compiler modules are not in this bundle');
  }

  let OpalMod, Compiler, versions;
  // Every diagnostic the Ruby parser reports during the current compile.
  // The parser raises on the first error-level one (all_errors_are_fatal),
  // so a failed compile with an error diagnostic here is a refusal of the
  // Ruby (exit 20); any other failure is a compile error (exit 21). Opal
  // re-raises both kinds as Opal::SyntaxError, so the class cannot tell them
  // apart.
  let diagnostics = [];
  try {
    // The parser's lexer calls String#unpack, which the runtime keeps in a
    // separate module (opal-builder's own entry point requires it too).
    Opal.require('corelib/string/unpack');
    Opal.require('opal/compiler');
    Opal.require('opal/source_map');
    OpalMod = Opal.Opal;
    Compiler = OpalMod.$const_get('Compiler');
    const parserClass = OpalMod.$const_get('Parser').$default_parser_class();
    parserClass['$diagnostics_consumer='](Opal.lambda(function (diagnostic) {
      diagnostics.push(diagnostic);
      return Opal.nil;
    }));
    versions = {
      opal: String(OpalMod.$const_get('VERSION')),
      ruby: String(Opal.Object.$const_get('RUBY_VERSION')),
    };
  } catch (err) {
    die(EXIT_INTERNAL, 'cannot load the Opal compiler: ' + describe(err));
  }

  // Float-ness the runtime can see (guest/guest.js, "Integer and Float"). These change what Opal
  // emits, so they apply in stock mode too:
  // 1. An integral Float literal (`3.0`, `1e3`, `-0.0`) is `$gg_f3`, made
  //    once at the file's top as `$gg_float(3)`: a box the guest tells from
  //    the Integer 3; any other literal is as Opal writes it (a fractional
  //    double is a Float already).
  // 2. An interpolated part (`"#{x}"`) is `$gg_interp(x)`: Opal concatenates
  //    it, and a box would concatenate as its primitive.
  // 3. A `case` Opal lowers to a JS `switch` switches on `$gg_unbox(x)`, and
  //    an integral Float label is the plain number (`1 === 1.0` in Ruby).
  try {
    const nil = Opal.nil;
    const truthy = (v) => v !== nil && v != null && v !== false;
    const Nodes = OpalMod.$const_get('Nodes');
    const number = (value) => (Object.is(value, -0) ? '-0' : String(value));
    const integralFloat = (node) => {
      if (String(node.$type()) !== 'float') return false;
      const value = node.$children()[0];
      return typeof value === 'number' && value % 1 === 0;
    };

    const NumericNode = Nodes.$const_get('NumericNode');
    const numeric = NumericNode.$$prototype.$compile;
    Opal.def(NumericNode, '$compile', function () {
      const value = this.$value();
      if (String(this.$type()) === 'float' && typeof value === 'number' && value % 1 === 0) {
        // Made once per file, at its top: `$gg_f3 = $gg_float(3)`.
        const text = number(value);
        const name = '$gg_f' + text.replace(/-/g, 'm').replace(/\+/g, 'p').replace(/\./g, 'd');
        this.$helper('gg_float');
        this.$top_scope().$add_scope_temp(name + ' = $gg_float(' + text + ')');
        this.$push(name);
        if (truthy(this['$recv?']())) this.$wrap('(', ')');
        return nil;
      }
      return numeric.call(this);
    });

    const DynamicStringNode = Nodes.$const_get('DynamicStringNode');
    Opal.def(DynamicStringNode, '$compile', function () {
      const self = this;
      const children = self.$children();
      let skipEmpty = children.length > 1 && String(children[0].$type()) === 'str';
      if (!skipEmpty) self.$push('""');
      for (const part of children) {
        if (skipEmpty) skipEmpty = false;
        else self.$push(' + ');
        if (String(part.$type()) === 'str') {
          self.$push(self.$expr(part));
        } else {
          self.$helper('gg_interp');
          self.$push('$gg_interp(', self.$expr(part), ')');
        }
        if (truthy(self['$recv?']())) self.$wrap('(', ')');
      }
      return nil;
    });

    const IfNode = Nodes.$const_get('IfNode');
    const withSwitch = IfNode.$$prototype.$compile_with_switch;
    Opal.def(IfNode, '$compile_with_switch', function () {
      const self = this;
      if (truthy(self.$sexp().$meta()['$[]']('switch_child'))) return withSwitch.call(self);
      self.$helper('gg_unbox');
      self.$line('switch ($gg_unbox(', self.$expr(self.switch_first_test), ')) {');
      Opal.send(self, 'indent', [], function () {
        return self.$compile_switch_case(self.switch_test);
      });
      return self.$line('}');
    });
    const label = (self, test) => (integralFloat(test) ? number(test.$children()[0]) : self.$expr(test));
    Opal.def(IfNode, '$compile_switch_case', function (test) {
      const self = this;
      self.$line('case ', label(self, test), ':');
      if (truthy(self.switch_additional_rules)) {
        for (const rule of self.switch_additional_rules) self.$line('case ', label(self, rule), ':');
      }
      Opal.send(self, 'indent', [], function () {
        const body = self.$true_body();
        self.$line(self.$stmt(body));
        if (!truthy(body) || !truthy(self['$returning?'](body))) return self.$line('break;');
        return nil;
      });
      const otherwise = self.$false_body();
      if (truthy(otherwise)) {
        if (truthy(otherwise.$meta()['$[]']('switch_default'))) return self.$compile_switch_default();
        if (truthy(otherwise.$meta()['$[]']('switch_child'))) return self.$push(self.$stmt(otherwise));
        return nil;
      }
      return self.$push(self.$stmt(self.$s('nil')));
    });
  } catch (err) {
    die(EXIT_INTERNAL, 'cannot set up the Float lowering: ' + describe(err));
  }

  // Two speed-ups for the compile process only; neither changes what Opal
  // emits (test/driver.test.mjs compares against GG_OPAL_STOCK=1 output).
  // 1. Opal builds a JS Error (with a captured stack) for every block that
  //    may `break`, e.g. each Array#any? call in the lexer; compiles run with
  //    Error.stackTraceLimit = 0 so those are cheap.
  // 2. Parser::Source::Range, Parser::Source::Map and AST::Node freeze
  //    themselves on construction; Opal's Kernel#freeze then redefines every
  //    ivar as an accessor and seals the object. Here they only get the frozen
  //    flag: the compiler never mutates them (it runs on MRI, where that
  //    would raise), so only the cost changes.
  const stock = process.env.GG_OPAL_STOCK === '1';
  if (!stock) {
    try {
      const markFrozen = function () {
        if (this.$$frozen !== true) Opal.prop(this, '$$frozen', true);
        return this;
      };
      const ParserMod = Opal.Object.$const_get('Parser');
      const SourceMod = ParserMod.$const_get('Source');
      const classes = [
        SourceMod.$const_get('Range'),
        SourceMod.$const_get('Map'),
        Opal.Object.$const_get('AST').$const_get('Node'),
      ];
      for (const klass of classes) Opal.def(klass, '$freeze', markFrozen);
    } catch (err) {
      die(EXIT_INTERNAL, 'cannot set up the compile speed-ups: ' + describe(err));
    }
  }

  function isParseError(diagnostic) {
    const level = String(diagnostic.$level());
    return level === 'error' || level === 'fatal';
  }

  // Opal prefixes its backtrace with "FILE:LINE:in `...'" when it knows the
  // line of a compile error (rewriter errors do, node errors mostly don't).
  function lineFromBacktrace(err, file) {
    try {
      if (!err || typeof err.$backtrace !== 'function') return null;
      const bt = err.$backtrace();
      if (!Array.isArray(bt) || typeof bt[0] !== 'string') return null;
      const head = file + ':';
      if (!bt[0].startsWith(head)) return null;
      const m = /^(\d+):in /.exec(bt[0].slice(head.length));
      return m ? Number(m[1]) : null;
    } catch (_) {
      return null;
    }
  }

  // Compile one program. Never throws for anything the program causes.
  // `requirable`: compile a library unit (`Opal.modules[name] = …`, name
  // being the file without `.rb`) instead of a program; the build uses it
  // for gg's SDK.
  function compile(source, file, requirable) {
    diagnostics = [];
    const stackLimit = Error.stackTraceLimit;
    if (!stock) Error.stackTraceLimit = 0;
    try {
      return compileOnce(source, file, requirable === true);
    } finally {
      Error.stackTraceLimit = stackLimit;
    }
  }

  function compileOnce(source, file, requirable) {
    const t0 = process.hrtime.bigint();
    let js, map;
    try {
      const options = Opal.hash({ file: file, arity_check: true, requirable: requirable });
      const compiler = Compiler.$new(source, options);
      js = compiler.$compile();
      map = JSON.parse(compiler.$source_map().$to_json());
    } catch (err) {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const parseErrors = diagnostics.filter(isParseError);
      if (parseErrors.length > 0) {
        const loc = parseErrors[parseErrors.length - 1].$location();
        let line = null;
        let column = null;
        if (loc && loc !== Opal.nil) {
          line = Number(loc.$line());
          column = Number(loc.$column()) + 1;
        }
        return { exit: EXIT_SYNTAX, message: describe(err), line, column, ms };
      }
      return {
        exit: EXIT_COMPILE,
        message: describe(err),
        line: lineFromBacktrace(err, file),
        column: null,
        ms,
      };
    }
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    delete map.sourcesContent;
    return { exit: EXIT_OK, js: String(js), map, ms };
  }

  // Keep stdout for protocol replies only: anything Opal would print goes to
  // stderr instead.
  function guardStdout() {
    const toStderr = function (s) { process.stderr.write(String(s)); };
    try {
      Opal.Object.$const_get('STDOUT')['$write_proc='](toStderr);
    } catch (err) {
      die(EXIT_INTERNAL, 'cannot redirect Opal STDOUT: ' + describe(err));
    }
    console.log = console.error;
    console.info = console.error;
  }

  // Prove the compiler works before serving anyone.
  function selfCheck() {
    const r = compile('x = 1\nx + 1\n', DEFAULT_FILE);
    if (r.exit !== EXIT_OK || !r.js || !r.map || typeof r.map.mappings !== 'string') {
      die(EXIT_INTERNAL, 'self-check compile failed: ' + (r.message || 'no JS or source map'));
    }
  }

  function round(ms) {
    return Math.round(ms * 1000) / 1000;
  }

  // ---- line protocol -----------------------------------------------------
  function reply(obj) {
    process.stdout.write(JSON.stringify(obj) + '\n');
  }

  function handleLine(line) {
    if (line.trim() === '') return;
    let req;
    try {
      req = JSON.parse(line);
    } catch (err) {
      die(EXIT_USAGE, 'request is not JSON: ' + err.message);
    }
    if (req === null || typeof req !== 'object' || Array.isArray(req)) {
      die(EXIT_USAGE, 'request is not a JSON object');
    }
    if (!Number.isSafeInteger(req.id)) {
      die(EXIT_USAGE, 'request has no integer "id"');
    }
    if (req.ping === true) {
      reply({ id: req.id, pong: true, opal: versions.opal, ruby: versions.ruby });
      return;
    }
    if (typeof req.source !== 'string') {
      die(EXIT_USAGE, 'request ' + req.id + ' has no string "source"');
    }
    if (req.file !== undefined && (typeof req.file !== 'string' || req.file === '')) {
      die(EXIT_USAGE, 'request ' + req.id + ' has a "file" that is not a non-empty string');
    }
    const r = compile(req.source, req.file || DEFAULT_FILE);
    const out = { id: req.id, exit: r.exit };
    if (r.exit === EXIT_OK) {
      out.js = r.js;
      out.map = r.map;
    } else {
      out.message = r.message;
      out.line = r.line;
      out.column = r.column;
    }
    out.ms = round(r.ms);
    reply(out);
  }

  function serve() {
    guardStdout();
    selfCheck();
    process.stdout.on('error', function (err) {
      die(EXIT_INTERNAL, 'cannot write to stdout: ' + err.message);
    });
    const readline = require('readline');
    const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
    rl.on('line', handleLine);
    rl.on('close', function () { process.exitCode = EXIT_OK; });
  }

  function once(path) {
    const fs = require('fs');
    let source;
    try {
      source = fs.readFileSync(path, 'utf8');
    } catch (err) {
      die(EXIT_USAGE, 'cannot read ' + path + ': ' + err.message);
    }
    guardStdout();
    const r = compile(source, DEFAULT_FILE);
    if (r.exit !== EXIT_OK) {
      const where = r.line === null ? '' : r.line + ':' + (r.column === null ? '' : r.column + ':');
      process.stderr.write(path + ':' + where + ' ' + r.message + '\n');
      process.exitCode = r.exit;
      return;
    }
    const b64 = Buffer.from(JSON.stringify(r.map), 'utf8').toString('base64');
    const js = r.js.endsWith('\n') ? r.js : r.js + '\n';
    process.stdout.write(js + '//# sourceMappingURL=data:application/json;base64,' + b64 + '\n');
    process.exitCode = EXIT_OK;
  }

  // Loaded with require() (not run): hand out the compiler, start nothing.
  if (typeof module === 'object' && require.main !== module) {
    module.exports = { compile: compile, versions: versions };
    return;
  }

  process.on('uncaughtException', function (err) {
    die(EXIT_INTERNAL, 'internal error: ' + (err && err.stack ? err.stack : describe(err)));
  });

  const args = process.argv.slice(2);
  if (args.length === 0) {
    serve();
  } else if (args[0] === '--once' && args.length === 2) {
    once(args[1]);
  } else if (args[0] === '--version' && args.length === 1) {
    process.stdout.write(JSON.stringify(versions) + '\n');
  } else {
    die(EXIT_USAGE, 'usage: opal.compiler.cjs [--once FILE | --version]');
  }
})();
