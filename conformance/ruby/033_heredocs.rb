# Heredocs for multi-line text

name = "Ruby"
version = "3.4"

banner = <<~TEXT
  Welcome to #{name} #{version}!
    This line is indented by two spaces.
  Total features: #{[1, 2, 3].sum}
TEXT
puts banner

raw = <<~'RAW'
  No #{interpolation} here
  Backslashes \n stay literal
RAW
puts raw

sql = <<~SQL.strip.gsub(/\s+/, " ")
  SELECT id, name
  FROM users
  WHERE active = true
  ORDER BY name
SQL
puts sql

old_style = <<-EOS
    keeps leading spaces
    EOS
p old_style

lines = <<~CSV.lines.map(&:chomp).map { |l| l.split(",") }
  name,qty,price
  apple,3,0.5
  pear,10,0.25
CSV
header, *rows = lines
p header
rows.each do |r|
  row = header.zip(r).to_h
  puts "#{row['name']}: #{row['qty'].to_i * row['price'].to_f}"
end

def help_text(cmd)
  <<~HELP
    Usage: #{cmd} [options]

    Options:
      -h    show help
      -v    verbose
  HELP
end
print help_text("tool")
puts help_text("x").lines.count

a, b = <<~ONE, <<~TWO
  first doc
ONE
  second doc
TWO
p a, b
