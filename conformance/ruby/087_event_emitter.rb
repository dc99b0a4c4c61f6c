# A tiny event emitter using blocks

class EventEmitter
  def initialize
    @handlers = Hash.new { |h, k| h[k] = [] }
  end

  def on(event, &handler)
    @handlers[event] << handler
    handler
  end

  def once(event, &handler)
    wrapper = nil
    wrapper = on(event) do |*args|
      off(event, wrapper)
      handler.call(*args)
    end
  end

  def off(event, handler)
    @handlers[event].delete(handler)
  end

  def emit(event, *args)
    handlers = @handlers[event].dup
    handlers.each { |h| h.call(*args) }
    handlers.size
  end

  def listener_count(event) = @handlers[event].size
end

emitter = EventEmitter.new
log = []

emitter.on(:signup) { |user| log << "welcome email to #{user}" }
audit = emitter.on(:signup) { |user| log << "audit: #{user} signed up" }
emitter.once(:signup) { |user| log << "first signup bonus for #{user}" }
emitter.on(:purchase) { |user, amount| log << format("%s spent $%.2f", user, amount) }

p emitter.emit(:signup, "ana")
p emitter.emit(:signup, "ben")
emitter.off(:signup, audit)
p emitter.emit(:signup, "cy")
p emitter.emit(:purchase, "ana", 19.5)
p emitter.emit(:unknown)
p emitter.listener_count(:signup)
puts log

totals = Hash.new(0)
emitter.on(:purchase) { |user, amount| totals[user] += amount }
[["ana", 5], ["ben", 12.25], ["ana", 7.75]].each { |u, a| emitter.emit(:purchase, u, a) }
p totals
puts log.last(3)
