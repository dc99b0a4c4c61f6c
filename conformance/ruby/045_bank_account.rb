# A bank account with transaction history and error handling

class InsufficientFundsError < StandardError
  def initialize(balance, amount)
    super(format("cannot withdraw $%.2f; balance is $%.2f", amount, balance))
  end
end

class Account
  attr_reader :owner, :balance, :history

  def initialize(owner, balance = 0)
    @owner = owner
    @balance = balance
    @history = []
  end

  def deposit(amount)
    raise ArgumentError, "deposit must be positive" unless amount.positive?
    @balance += amount
    @history << [:deposit, amount]
    self
  end

  def withdraw(amount)
    raise InsufficientFundsError.new(@balance, amount) if amount > @balance
    @balance -= amount
    @history << [:withdraw, amount]
    self
  end

  def transfer(amount, to:)
    withdraw(amount)
    to.deposit(amount)
    @history[-1] = [:transfer_out, amount]
    to.history[-1] = [:transfer_in, amount]
  end

  def statement
    lines = ["Statement for #{owner}"]
    running = 0
    history.each do |kind, amt|
      running += %i[deposit transfer_in].include?(kind) ? amt : -amt
      lines << format("  %-13s %9.2f %10.2f", kind, amt, running)
    end
    lines << format("  %-13s %20.2f", "balance", balance)
    lines.join("\n")
  end
end

alice = Account.new("Alice")
bob = Account.new("Bob")
alice.deposit(500).deposit(250.75).withdraw(100)
bob.deposit(40)

begin
  bob.withdraw(75)
rescue InsufficientFundsError => e
  puts "Declined: #{e.message}"
end

begin
  alice.deposit(-5)
rescue ArgumentError => e
  puts "Invalid: #{e.message}"
end

alice.transfer(300, to: bob)
puts alice.statement
puts bob.statement
p alice.history
p [alice.balance, bob.balance]
p alice.balance.class
