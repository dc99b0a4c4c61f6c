// Build seating charts for venues; a venue with a negative capacity yields an invalid array length.
const venues = [
  { name: "Studio A", rows: 3, seatsPerRow: 5, reserved: 2 },
  { name: "Hall B", rows: 2, seatsPerRow: 8, reserved: 4 },
  { name: "Annex", rows: 1, seatsPerRow: 3, reserved: 5 },
];

function seatingChart({ rows, seatsPerRow }) {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: seatsPerRow }, (_, s) => `${String.fromCharCode(65 + r)}${s + 1}`));
}

function availableSeats(venue) {
  const free = venue.rows * venue.seatsPerRow - venue.reserved;
  return new Array(free).fill("open");
}

for (const venue of venues) {
  const chart = seatingChart(venue);
  console.log(`${venue.name}:`);
  console.log(chart.map((row) => "  " + row.join(" ")).join("\n"));
  const open = availableSeats(venue);
  console.log(`  ${open.length} seats open`);
}
