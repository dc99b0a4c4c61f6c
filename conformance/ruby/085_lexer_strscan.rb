require "strscan"

# A small lexer for a configuration language

class Lexer
  Token = Struct.new(:type, :value, :line) do
    def to_s = "#{line}:#{type}(#{value.inspect})"
  end

  KEYWORDS = %w[set if else end true false].freeze

  def initialize(source)
    @ss = StringScanner.new(source)
    @line = 1
  end

  def tokens
    out = []
    until @ss.eos?
      if @ss.skip(/[ \t]+/) || @ss.skip(/#[^\n]*/)
        next
      elsif @ss.scan(/\n/)
        @line += 1
      elsif (t = @ss.scan(/\d+\.\d+/))
        out << Token.new(:float, t.to_f, @line)
      elsif (t = @ss.scan(/\d+/))
        out << Token.new(:int, t.to_i, @line)
      elsif (t = @ss.scan(/"((?:[^"\\]|\\.)*)"/))
        out << Token.new(:string, @ss[1].gsub(/\\(.)/, '\1'), @line)
      elsif (t = @ss.scan(/[A-Za-z_]\w*/))
        out << Token.new(KEYWORDS.include?(t) ? :keyword : :ident, t, @line)
      elsif (t = @ss.scan(/==|!=|<=|>=|[=<>+\-*\/(){}]/))
        out << Token.new(:op, t, @line)
      else
        raise ArgumentError, "unexpected character #{@ss.getch.inspect} on line #{@line}"
      end
    end
    out
  end
end

source = <<~CONF
  # server settings
  set port = 8080
  set host = "example.org"
  set ratio = 0.75
  if port >= 1024
    set label = "user \\"port\\""
  else
    set label = "system"
  end
CONF

tokens = Lexer.new(source).tokens
tokens.each_slice(6) { |group| puts group.map(&:to_s).join("  ") }
p tokens.map(&:type).tally
p tokens.select { |t| t.type == :string }.map(&:value)
p tokens.last.line

begin
  Lexer.new("set x = 5 $ 3").tokens
rescue ArgumentError => e
  puts "Lex error: #{e.message}"
end
