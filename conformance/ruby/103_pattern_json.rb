require "json"

# Dispatching API messages with pattern matching on parsed JSON

messages = [
  '{"type":"chat","from":"ana","text":"hi all","meta":{"room":"general"}}',
  '{"type":"chat","from":"ben","text":"","meta":{"room":"random"}}',
  '{"type":"join","user":{"name":"cy","roles":["admin","dev"]}}',
  '{"type":"join","user":{"name":"dee","roles":[]}}',
  '{"type":"metrics","values":[3,9,4]}',
  '{"type":"metrics","values":[]}',
  '{"type":"error","code":503,"retry":true}',
  '{"type":"error","code":404}',
  '{"kind":"unknown"}',
  '[1,2,3]',
]

def describe(msg)
  case msg
  in { type: "chat", from: String => who, text: "" }
    "#{who} sent an empty message"
  in { type: "chat", from:, text:, meta: { room: } }
    "[##{room}] #{from}: #{text}"
  in { type: "join", user: { name:, roles: [*, "admin", *] } }
    "admin #{name} joined"
  in { type: "join", user: { name: } }
    "#{name} joined"
  in { type: "metrics", values: [] }
    "no metrics"
  in { type: "metrics", values: [first, *rest] }
    "metrics: first=#{first} max=#{[first, *rest].max} count=#{rest.size + 1}"
  in { type: "error", code: 500.. => code, retry: true }
    "server error #{code}, retrying"
  in { type: "error", code: }
    "error #{code}"
  in [Integer, *] => list
    "raw list of #{list.size}"
  else
    "unrecognized: #{msg.inspect}"
  end
end

messages.each do |raw|
  data = JSON.parse(raw, symbolize_names: true)
  puts describe(data)
end

config = JSON.parse('{"db":{"host":"localhost","port":"5432"}}', symbolize_names: true)
case config
in { db: { host: String => host, port: /\A\d+\z/ => port } }
  puts "connect to #{host}:#{port.to_i}"
end

result = JSON.parse('{"ok":false,"errors":["name missing","age invalid"]}', symbolize_names: true)
if result in { ok: false, errors: [_, *] => errs }
  puts "#{errs.size} errors: #{errs.join('; ')}"
end
