# Shopping cart with discounts, coupons and tax

class Cart
  Item = Struct.new(:name, :unit_price, :qty) do
    def total = (unit_price * qty).round(2)
  end

  TAX_RATE = 0.07
  COUPONS = {
    "SAVE10" => ->(subtotal) { (subtotal * 0.10).round(2) },
    "FIVEOFF" => ->(subtotal) { subtotal >= 25 ? 5.0 : 0.0 },
  }.freeze

  def initialize
    @items = {}
    @coupon = nil
  end

  def add(name, price, qty = 1)
    if @items.key?(name)
      @items[name].qty += qty
    else
      @items[name] = Item.new(name, price, qty)
    end
    self
  end

  def remove(name) = @items.delete(name)

  def apply(code)
    raise ArgumentError, "unknown coupon #{code.inspect}" unless COUPONS.key?(code)
    @coupon = code
  end

  def subtotal = @items.values.sum(&:total).round(2)

  def bulk_discount = @items.values.sum { |i| i.qty >= 3 ? (i.total * 0.05).round(2) : 0 }

  def coupon_discount = @coupon ? COUPONS[@coupon].call(subtotal - bulk_discount) : 0

  def tax = ((subtotal - bulk_discount - coupon_discount) * TAX_RATE).round(2)

  def total = (subtotal - bulk_discount - coupon_discount + tax).round(2)

  def receipt
    lines = @items.values.map { |i| format("%-14s %2d x %6.2f %8.2f", i.name, i.qty, i.unit_price, i.total) }
    lines << format("%-26s %8.2f", "Subtotal", subtotal)
    lines << format("%-26s %8.2f", "Bulk discount", -bulk_discount) if bulk_discount.positive?
    lines << format("%-26s %8.2f", "Coupon #{@coupon}", -coupon_discount) if @coupon
    lines << format("%-26s %8.2f", "Tax", tax)
    lines << format("%-26s %8.2f", "TOTAL", total)
    lines.join("\n")
  end
end

cart = Cart.new
cart.add("Coffee beans", 12.99).add("Mug", 8.5, 2).add("Filters", 3.25, 4).add("Coffee beans", 12.99)
puts cart.receipt
puts
begin
  cart.apply("FREESTUFF")
rescue ArgumentError => e
  puts "Coupon error: #{e.message}"
end
cart.apply("SAVE10")
cart.remove("Mug")
puts cart.receipt
p cart.total.class
p [0.1 + 0.7, (0.1 + 0.7) * 10, ((0.1 + 0.7) * 10).floor]
