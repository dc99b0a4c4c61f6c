console.log("about to loop forever");
while (true) {}
