"""Tiny wasm section reader: imports, exports, memories, tags, custom sections, function count."""
import sys
def leb(b, i):
    r = s = 0
    while True:
        x = b[i]; i += 1; r |= (x & 0x7f) << s; s += 7
        if x < 0x80: return r, i
def name(b, i):
    n, i = leb(b, i); return b[i:i+n].decode(), i+n
def limits(b,i):
    f = b[i]; i+=1
    mn,i = leb(b,i); mx=None
    if f & 1: mx,i = leb(b,i)
    return (f,mn,mx), i
b = open(sys.argv[1],'rb').read()
assert b[:4]==b'\0asm', b[:8]
print('version', b[4:8].hex())
i = 8; secs = {}
while i < len(b):
    sid = b[i]; i+=1; sz,i = leb(b,i); body = b[i:i+sz]; i += sz
    if sid == 0:
        n,_ = name(body,0); print('custom', n, sz)
    else:
        secs.setdefault(sid, []).append(body); print('section', sid, sz)
if 2 in secs:
    body = secs[2][0]; n,j = leb(body,0)
    for _ in range(n):
        m,j = name(body,j); f,j = name(body,j); k = body[j]; j+=1
        if k==0: t,j = leb(body,j); d=f'func type {t}'
        elif k==1: rt=body[j]; j+=1; l,j=limits(body,j); d=f'table {rt:x} {l}'
        elif k==2: l,j=limits(body,j); d=f'memory {l}'
        elif k==3: vt=body[j]; j+=2; d=f'global {vt:x}'
        elif k==4: j+=1; t,j=leb(body,j); d=f'tag type {t}'
        print('import', m, f, d)
if 3 in secs:
    n,_ = leb(secs[3][0],0); print('functions', n)
if 5 in secs:
    body=secs[5][0]; n,j=leb(body,0)
    for _ in range(n): l,j=limits(body,j); print('memory', l, 'pages')
if 13 in secs:
    n,_=leb(secs[13][0],0); print('tags', n)
if 7 in secs:
    body = secs[7][0]; n,j = leb(body,0)
    for _ in range(n):
        f,j = name(body,j); k=body[j]; j+=1; idx,j=leb(body,j)
        print('export', f, ['func','table','memory','global','tag'][k])
if 11 in secs:
    body=secs[11][0]; n,j=leb(body,0); print('data segments', n, 'bytes', len(body))
# target_features / producers dump
i = 8
while i < len(b):
    sid = b[i]; i+=1; sz,i = leb(b,i); body = b[i:i+sz]; i += sz
    if sid == 0:
        n,j = name(body,0)
        if n == 'target_features':
            c,j = leb(body,j); out=[]
            for _ in range(c):
                p = chr(body[j]); j+=1; f,j = name(body,j); out.append(p+f)
            print('target_features', ' '.join(out))
        if n == 'producers':
            print('producers', body[j:].decode('latin1').replace('\n',' ')[:300])
