# Render a text table with auto-sized columns

def render_table(headers, rows, align: {})
  table = [headers] + rows.map { |r| r.map(&:to_s) }
  widths = headers.each_index.map { |i| table.map { |r| r[i].to_s.length }.max }
  sep = "+" + widths.map { |w| "-" * (w + 2) } .join("+") + "+"
  format_row = lambda do |row|
    cells = row.each_with_index.map do |cell, i|
      align[i] == :right ? cell.to_s.rjust(widths[i]) : cell.to_s.ljust(widths[i])
    end
    "| " + cells.join(" | ") + " |"
  end
  [sep, format_row.(headers), sep, *rows.map { |r| format_row.(r) }, sep].join("\n")
end

headers = %w[Country Capital Population Area]
rows = [
  ["Portugal", "Lisbon", 10_467_366, 92_212],
  ["Iceland", "Reykjavík", 387_758, 103_000],
  ["Japan", "Tokyo", 124_516_650, 377_975],
  ["Chile", "Santiago", 19_629_590, 756_102],
]

puts render_table(headers, rows, align: { 2 => :right, 3 => :right })
puts

def with_commas(n) = n.to_s.reverse.scan(/\d{1,3}/).join(",").reverse

density = rows.map { |c, _, pop, area| [c, with_commas(pop), format("%.1f", pop.to_f / area)] }
          .sort_by { |r| -r[2].to_f }
puts render_table(%w[Country Population Density], density, align: { 1 => :right, 2 => :right })
puts

totals = ["TOTAL", "", with_commas(rows.sum { |r| r[2] }), with_commas(rows.sum { |r| r[3] })]
puts render_table(headers, rows.map { |r| [r[0], r[1], with_commas(r[2]), with_commas(r[3])] } + [totals],
                  align: { 2 => :right, 3 => :right })
puts render_table(%w[Empty], [])
