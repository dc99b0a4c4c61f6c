files.move
{"source": "notes.txt", "destination": "dir/moved.txt"}