# A tiny arithmetic expression calculator (recursive descent)

class Calculator
  class ParseError < StandardError; end

  TOKEN = /\s*(?:(\d+\.?\d*)|(.))/

  def evaluate(input)
    @tokens = input.scan(TOKEN).map { |num, op| num ? num.include?(".") ? num.to_f : num.to_i : op }
    @pos = 0
    result = expression
    raise ParseError, "unexpected '#{peek}'" if peek
    result
  end

  private

  def peek = @tokens[@pos]

  def advance
    tok = @tokens[@pos]
    @pos += 1
    tok
  end

  def expression
    value = term
    while %w[+ -].include?(peek)
      op = advance
      value = op == "+" ? value + term : value - term
    end
    value
  end

  def term
    value = factor
    while %w[* / %].include?(peek)
      op = advance
      rhs = factor
      value = value.send(op, rhs)
    end
    value
  end

  def factor
    tok = advance
    case tok
    when Numeric then tok
    when "-" then -factor
    when "("
      value = expression
      raise ParseError, "expected ')'" unless advance == ")"
      value
    else
      raise ParseError, "unexpected #{tok.nil? ? 'end of input' : "'#{tok}'"}"
    end
  end
end

calc = Calculator.new
["1 + 2 * 3", "(1 + 2) * 3", "10 / 4", "10.0 / 4", "-(3 - 5) * 2", "7 % 3 + 2",
 "2 * (3 + 4) * (5 - 1)", "1.5 + 2.25", "8 / 0", "2 +", "(1 + 2", "3 $ 4"].each do |expr|
  result = calc.evaluate(expr)
  puts "#{expr.ljust(22)} = #{result}"
rescue Calculator::ParseError => e
  puts "#{expr.ljust(22)} ! parse error: #{e.message}"
rescue ZeroDivisionError => e
  puts "#{expr.ljust(22)} ! math error: #{e.message}"
end
