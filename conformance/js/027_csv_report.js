// Parse a CSV string (with quoted fields) and build a sales report.
const csv = `region,rep,product,units,unit_price
North,"Smith, J",Widget,10,2.50
South,Lee,Gadget,4,10.00
North,"Smith, J",Gadget,2,10.00
East,"O""Brien",Widget,25,2.25
South,Lee,Widget,7,2.50
East,Kim,"Gizmo ""Pro""",1,99.99`;

function parseCSVLine(line) {
  const fields = [];
  let field = "", inQuotes = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (inQuotes) {
      if (ch === '"' && line[i + 1] === '"') { field += '"'; i++; }
      else if (ch === '"') inQuotes = false;
      else field += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ",") { fields.push(field); field = ""; }
    else field += ch;
  }
  fields.push(field);
  return fields;
}

const [headerLine, ...lines] = csv.trim().split("\n");
const headers = parseCSVLine(headerLine);
const records = lines.map((l) => {
  const values = parseCSVLine(l);
  return Object.fromEntries(headers.map((h, i) => [h, values[i]]));
});
records.forEach((r) => { r.units = Number(r.units); r.unit_price = Number(r.unit_price); });

console.log(records[0]);
console.log(records.map((r) => r.rep));

const byRegion = {};
for (const r of records) {
  const revenue = r.units * r.unit_price;
  byRegion[r.region] ??= { units: 0, revenue: 0 };
  byRegion[r.region].units += r.units;
  byRegion[r.region].revenue += revenue;
}
for (const [region, { units, revenue }] of Object.entries(byRegion).sort((a, b) => b[1].revenue - a[1].revenue)) {
  console.log(`${region.padEnd(6)} units=${String(units).padStart(3)} revenue=$${revenue.toFixed(2).padStart(7)}`);
}
const topProduct = Object.entries(
  records.reduce((acc, r) => ({ ...acc, [r.product]: (acc[r.product] || 0) + r.units }), {})
).sort(([, a], [, b]) => b - a)[0];
console.log("top product by units:", topProduct);
