# A tiny test framework with assertions and a summary

class AssertionFailed < StandardError; end

module MiniTest2
  @results = []

  class << self
    attr_reader :results

    def test(name)
      yield
      @results << [name, :pass, nil]
    rescue AssertionFailed => e
      @results << [name, :fail, e.message]
    rescue StandardError => e
      @results << [name, :error, "#{e.class}: #{e.message}"]
    end

    def report
      @results.each do |name, status, msg|
        mark = { pass: ".", fail: "F", error: "E" }.fetch(status)
        puts "#{mark} #{name}#{msg ? " -- #{msg}" : ''}"
      end
      tally = @results.map { |r| r[1] }.tally
      puts "#{@results.size} tests, #{tally.fetch(:pass, 0)} passed, #{tally.fetch(:fail, 0)} failed, #{tally.fetch(:error, 0)} errors"
    end
  end
end

def assert_equal(expected, actual)
  return if expected == actual
  raise AssertionFailed, "expected #{expected.inspect}, got #{actual.inspect}"
end

def assert_raises(klass)
  yield
rescue klass => e
  e
else
  raise AssertionFailed, "expected #{klass} to be raised"
end

MiniTest2.test("addition") { assert_equal 4, 2 + 2 }
MiniTest2.test("string reverse") { assert_equal "olleh", "hello".reverse }
MiniTest2.test("float compare") { assert_equal 0.3, 0.1 + 0.2 }
MiniTest2.test("hash inspect") { assert_equal '{a: 1, "b" => 2}', { a: 1, "b" => 2 }.inspect }
MiniTest2.test("raises") { assert_raises(ZeroDivisionError) { 1 / 0 } }
MiniTest2.test("does not raise") { assert_raises(KeyError) { {}.fetch(:a, 1) } }
MiniTest2.test("unexpected error") { nil.upcase }
MiniTest2.test("array sort") { assert_equal [1, 2, 3], [3, 1, 2].sort }
MiniTest2.test("error message") do
  err = assert_raises(ArgumentError) { Integer("x") }
  assert_equal 'invalid value for Integer(): "x"', err.message
end
MiniTest2.report
