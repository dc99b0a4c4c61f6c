// Load a list of settings from JSON strings; one of them is malformed.
const rawSettings = [
  '{"theme": "dark", "fontSize": 14}',
  '{"theme": "light", "fontSize": 12, "lineNumbers": true}',
  "{'theme': 'solarized', fontSize: 13}",
];

function applyDefaults(settings) {
  return { theme: "default", fontSize: 13, lineNumbers: false, ...settings };
}

const profiles = [];
for (const [index, raw] of rawSettings.entries()) {
  console.log(`parsing profile ${index + 1}...`);
  const settings = JSON.parse(raw);
  profiles.push(applyDefaults(settings));
  console.log(profiles.at(-1));
}

console.log(`loaded ${profiles.length} profiles`);
