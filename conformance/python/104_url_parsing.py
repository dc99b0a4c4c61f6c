from urllib.parse import urlparse, parse_qs, urlencode, quote, unquote, urljoin, urlunparse

url = "https://api.example.com:8443/v2/search?q=caf%C3%A9+latte&page=2&tag=a&tag=b#results"
parts = urlparse(url)
print(parts.scheme, parts.hostname, parts.port, parts.path, parts.fragment)
print(parse_qs(parts.query))
print(unquote("caf%C3%A9"), quote("a b/c?d=é"), quote("a b/c", safe=""))
params = {"q": "naïve search", "limit": 10, "sort": "-date"}
print(urlencode(params))
print(urlencode({"tag": ["x", "y"]}, doseq=True))
base = "https://example.com/docs/guide/index.html"
for ref in ["intro.html", "../api/", "/about", "https://other.org/x", "?page=3"]:
    print(f"{ref:<22} -> {urljoin(base, ref)}")
print(urlunparse(("http", "localhost:8000", "/path", "", "a=1", "")))
print(parts._replace(query="", fragment="").geturl())
