# retry, ensure and else in begin blocks

class FlakyService
  def initialize(failures)
    @failures = failures
    @calls = 0
  end

  attr_reader :calls

  def call
    @calls += 1
    raise IOError, "timeout on attempt #{@calls}" if @calls <= @failures
    "response after #{@calls} calls"
  end
end

def with_retries(service, max_attempts: 3)
  attempts = 0
  begin
    attempts += 1
    result = service.call
  rescue IOError => e
    puts "  failed: #{e.message}"
    retry if attempts < max_attempts
    puts "  giving up after #{attempts} attempts"
    nil
  else
    puts "  success: #{result}"
    result
  ensure
    puts "  (attempts used: #{attempts})"
  end
end

[0, 2, 5].each do |n|
  puts "Service failing #{n} times:"
  value = with_retries(FlakyService.new(n))
  p value
end

def cleanup_demo
  puts "opening resource"
  yield
  puts "after yield"
ensure
  puts "closing resource"
end

cleanup_demo { puts "working" }
begin
  cleanup_demo { raise "oops inside block" }
rescue => e
  puts "caught: #{e.message}"
end

def ensure_return
  return :from_body
ensure
  puts "ensure runs even on return"
end
p ensure_return

x = begin
  Integer("12")
rescue ArgumentError
  0
else
  100
ensure
  200
end
p x
