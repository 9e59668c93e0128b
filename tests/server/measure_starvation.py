#!/usr/bin/env python3
# The answer time of a normal GET /api/boards/english while IDLE connections sit open sending
# nothing and SLOW ones trickle their request head a byte a second (docs/serve.md, "Requests, and
# clients that are slow, idle or elsewhere"). A measurement, not a test: it prints the times.
# Usage: measure_starvation.py PATH/TO/puzzlelab [IDLE SLOW]   (default 50 idle, 20 slow)
import socket, subprocess, sys, threading, time

pl = sys.argv[1]
idle_n = int(sys.argv[2]) if len(sys.argv) > 2 else 50
slow_n = int(sys.argv[3]) if len(sys.argv) > 3 else 20
server = subprocess.Popen([pl, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
line = server.stdout.readline()
port = int(line.strip().rsplit(":", 1)[1].rstrip("/"))


def get(timeout=120):
    start = time.monotonic()
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(f"GET /api/boards/english HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
    data = b""
    try:
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    except socket.timeout:
        return None, time.monotonic() - start
    s.close()
    return data.split(b" ", 2)[1].decode() if data else "closed", time.monotonic() - start


print("baseline GET: status %s in %.3f s" % get())
stop = False
idle = []
for _ in range(idle_n):
    idle.append(socket.create_connection(("127.0.0.1", port)))
slow_request = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Pad: " + "a" * 4000


def trickle():
    try:
        s = socket.create_connection(("127.0.0.1", port))
        for ch in slow_request:
            if stop:
                break
            s.send(ch.encode())
            time.sleep(1)
    except OSError:
        pass


threads = [threading.Thread(target=trickle, daemon=True) for _ in range(slow_n)]
for t in threads:
    t.start()
time.sleep(1.5)
for i in range(3):
    status, seconds = get()
    print(f"GET with {idle_n} idle + {slow_n} slow connections open: status {status} in {seconds:.3f} s")
    time.sleep(2)
stop = True
server.terminate()
server.wait()
