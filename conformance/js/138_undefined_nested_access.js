// Summarize API response data; one record lacks the nested "address" object.
const response = {
  data: [
    { id: 1, name: "Ana", address: { city: "Lisbon", country: "PT" }, orders: 4 },
    { id: 2, name: "Ben", address: { city: "Berlin", country: "DE" }, orders: 7 },
    { id: 3, name: "Chloé", orders: 1 },
    { id: 4, name: "Dmitri", address: { city: "Lisbon", country: "PT" }, orders: 2 },
  ],
};

const totalOrders = response.data.reduce((sum, c) => sum + c.orders, 0);
console.log(`customers: ${response.data.length}, orders: ${totalOrders}`);

const names = response.data.map((c) => c.name).join(", ");
console.log("names:", names);

const byCountry = {};
for (const customer of response.data) {
  const country = customer.address.country;
  byCountry[country] = (byCountry[country] ?? 0) + 1;
  console.log(`counted ${customer.name} in ${country}`);
}
console.log(byCountry);
