# Strings, bytes and encodings

word = "héllo wörld"
p word.length
p word.bytesize
p word.encoding
p word.bytes.first(4)
p word.chars.first(3)
p word.upcase
p word.reverse
p word.valid_encoding?
p word.ascii_only?
p "plain".ascii_only?

emoji = "I ❤ Ruby 💎"
p emoji.length, emoji.bytesize
p emoji.codepoints.last(2)
p emoji.each_char.select { |c| c.bytesize > 1 }
p emoji.scan(/\p{Alpha}+/)

p "A".ord, 97.chr, 8364.chr(Encoding::UTF_8)
p "abc".sum
p "abc".unpack("C*")
p "abc".unpack1("H*")
p ["616263"].pack("H*")
p [1, 2, 3].pack("C*").bytes
p "hello"[1], "héllo"[1], "héllo".byteslice(1, 2)
p "naïve café".unicode_normalize(:nfd).length rescue p "normalize unavailable"
p "Straße".downcase, "STRASSE".downcase
p "i".upcase
p "ǅ".downcase rescue p $!
b = "caf\xC3\xA9".b
p b.encoding, b.length
p b.force_encoding("UTF-8"), b.length
bad = "abc\xFF"
p bad.valid_encoding?
p bad.scrub("?")
p "ünïcödé".tr("üïöé", "uioe")
p "hello world".center(21, "·")
p "日本語".chars
p "日本語".ljust(6, "*")
p "%-6s|" % "日本"
p "résumé".encode("UTF-16LE").bytesize
p "abc".encode("US-ASCII").encoding
p "\u00e9" == "é"
p "e\u0301" == "é"
p "\t\n".dump, "é".dump
p "tab\there".inspect
