# An order workflow implemented as a state machine

class Order
  class InvalidTransition < StandardError; end

  TRANSITIONS = {
    pending: { pay: :paid, cancel: :cancelled },
    paid: { ship: :shipped, refund: :refunded },
    shipped: { deliver: :delivered, lose: :lost },
    lost: { refund: :refunded },
    delivered: {},
    cancelled: {},
    refunded: {},
  }.freeze

  attr_reader :id, :state, :log

  def initialize(id)
    @id = id
    @state = :pending
    @log = [:pending]
  end

  def fire(event)
    target = TRANSITIONS.fetch(state)[event]
    raise InvalidTransition, "cannot #{event} order #{id} while #{state}" unless target
    @state = target
    @log << target
    self
  end

  def available_events = TRANSITIONS[state].keys
  def final? = available_events.empty?
end

scenarios = {
  "A1" => %i[pay ship deliver],
  "B2" => %i[pay ship lose refund],
  "C3" => %i[cancel pay],
  "D4" => %i[ship],
  "E5" => %i[pay refund refund],
}

scenarios.each do |id, events|
  order = Order.new(id)
  events.each do |event|
    order.fire(event)
  rescue Order::InvalidTransition => e
    puts "  ! #{e.message}"
    break
  end
  puts "#{id}: #{order.log.join(' -> ')} (final: #{order.final?}, next: #{order.available_events.inspect})"
end

reachable = Order::TRANSITIONS.keys.to_h do |start|
  seen = [start]
  queue = [start]
  until queue.empty?
    Order::TRANSITIONS[queue.shift].each_value do |nxt|
      next if seen.include?(nxt)
      seen << nxt
      queue << nxt
    end
  end
  [start, seen.size - 1]
end
p reachable
