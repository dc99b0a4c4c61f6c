import json, subprocess

gg = subprocess.Popen(["gg", "session"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
def send(message):
    gg.stdin.write(json.dumps(message) + "\n"); gg.stdin.flush()
    return json.loads(gg.stdout.readline())

weather = {"name": "weather", "description": "Today's forecast for a city.",
           "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}
send({"type": "open", "lang": "js", "tools": [weather]})
call = send({"type": "exec", "code": "import { tools } from 'gg';\ntools.call('weather', { city: 'Lisbon' }).sky"})
done = send({"type": "tool_result", "call_id": call["call_id"], "result": {"sky": "sunny in " + call["arguments"]["city"]}})
print(done["status"], done["value"])
