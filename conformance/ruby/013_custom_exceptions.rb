# A small hierarchy of application errors

class AppError < StandardError; end

class NotFoundError < AppError
  def initialize(resource, id)
    @resource = resource
    @id = id
    super("#{resource} with id #{id} not found")
  end
  attr_reader :resource, :id
end

class PermissionError < AppError
  def initialize(msg = "permission denied")
    super
  end
end

class RateLimitError < AppError
  attr_reader :retry_after

  def initialize(retry_after)
    @retry_after = retry_after
    super("rate limited, retry after #{retry_after}s")
  end
end

def fetch_record(id)
  case id
  when 1 then { id: 1, title: "First" }
  when 2 then raise PermissionError
  when 3 then raise RateLimitError.new(30)
  when 4 then raise ArgumentError, "id must be positive"
  else raise NotFoundError.new("Record", id)
  end
end

[1, 2, 3, 4, 99].each do |id|
  record = fetch_record(id)
  puts "Got #{record[:title]}"
rescue NotFoundError => e
  puts "Missing #{e.resource} ##{e.id}: #{e.message}"
rescue RateLimitError => e
  puts "Slow down: #{e.message} (#{e.retry_after})"
rescue AppError => e
  puts "App error (#{e.class}): #{e.message}"
rescue StandardError => e
  puts "Other error (#{e.class}): #{e.message}"
end

p NotFoundError.ancestors.take(4)
p PermissionError.new.message
p AppError.new.message
p RateLimitError.superclass
p NotFoundError < StandardError
p ZeroDivisionError.superclass
p KeyError.superclass
p NoMethodError.superclass
p FrozenError.superclass

begin
  begin
    Integer("abc")
  rescue ArgumentError => e
    raise AppError, "wrapped: #{e.message}"
  end
rescue AppError => e
  puts e.message
  puts "cause: #{e.cause.class}"
end
err = AppError.new("boom")
p err
p err.message
