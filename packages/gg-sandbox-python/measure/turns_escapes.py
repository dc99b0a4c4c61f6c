# Turns for wp_turns.py (one kept instance; turns split at "#---"): pandas, then each way out of the sandbox.
import pandas as pd, numpy as np
#---
import io
rng = np.random.default_rng(1)
df = pd.DataFrame({"k": rng.integers(0, 10, 1000), "v": rng.normal(size=1000)})
g = df.groupby("k")["v"].agg(["mean", "count"])
out = io.StringIO(); g.to_csv(out); print(len(out.getvalue()))
#---
df2 = pd.DataFrame({"k": rng.integers(0, 10, 1000), "v": rng.normal(size=1000)}); print(df2.groupby("k")["v"].sum().round(2).iloc[0])
#---
import random; print(random.random())
#---
import subprocess
subprocess.run(["ls"])
#---
import os; print(os.system("ls"))
#---
import socket; s = socket.socket(); s.connect(("example.com", 80))
#---
import ctypes
#---
import urllib.request; urllib.request.urlopen("http://example.com")
#---
print(open("/etc/passwd").read()[:50])
#---
print(os.listdir("/"), os.environ)
#---
import pickle; pickle.loads(b"\x80\x04garbage")
#---
np.frombuffer(b"abc", dtype=np.int64)
#---
1 + 1
#---
exit(4)
