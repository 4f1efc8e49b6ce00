"""Times `flowdoc serve` rebuilds after an edit.

usage: serve_edits.py FLOWDOC SITE CHAPTER [--repeats 5] [--port 8731]
(CHAPTER relative to SITE)

Starts `flowdoc serve SITE` (FLOWDOC_TIMINGS=1), waits for the first build, then REPEATS times
makes a prose edit of CHAPTER (a sentence added) and REPEATS times a flow edit (a scene's title
changed), each one a plain write of the whole file. For each edit it measures:

  wall    from just before the write to the moment the live-reload stream
          (/__flowdoc/events) announces the new build: what a browser waits for, including
          the watcher's quiet period (it waits for the save to settle) and inotify;
  build   serve's own figure (its "rebuilt … in N ms" line: the rebuild alone);
  cpu     the CPU time the serve process spent meanwhile (from /proc).

Prints every edit and the median of each figure per kind; restores the file. Linux only.
"""
import argparse, os, re, socket, statistics, subprocess, sys, threading, time

parser = argparse.ArgumentParser()
parser.add_argument("flowdoc")
parser.add_argument("site")
parser.add_argument("chapter")
parser.add_argument("--repeats", type=int, default=5)
parser.add_argument("--port", type=int, default=8731)
args = parser.parse_args()

env = dict(os.environ, FLOWDOC_TIMINGS="1")
proc = subprocess.Popen([args.flowdoc, "serve", args.site, "--port", str(args.port)],
                        stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, env=env, text=True)
lines = []
events = []  # (monotonic time, generation)


def read_stderr():
    for line in proc.stderr:
        lines.append(line.rstrip("\n"))


threading.Thread(target=read_stderr, daemon=True).start()


def cpu_ms():
    with open("/proc/%d/stat" % proc.pid) as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000.0 / os.sysconf("SC_CLK_TCK")


def wait_for(predicate, what, timeout=900):
    end = time.time() + timeout
    while time.time() < end:
        found = predicate()
        if found is not None:
            return found
        if proc.poll() is not None:
            raise SystemExit("serve exited; last lines: %s" % lines[-5:])
        time.sleep(0.002)
    raise SystemExit("timed out waiting for %s; last lines: %s" % (what, lines[-5:]))


def line_matching(prefix, since):
    for i in range(since, len(lines)):
        if lines[i].startswith(prefix):
            return i
    return None


def listen():
    """Reads the live-reload stream; records when each build event arrives."""
    sock = socket.create_connection(("127.0.0.1", args.port))
    sock.sendall(b"GET /__flowdoc/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    buffer = b""
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return
        now = time.monotonic()
        buffer += chunk
        for match in re.finditer(rb'"generation":(\d+)', buffer):
            events.append((now, int(match.group(1))))
        buffer = buffer[buffer.rfind(b"\n") + 1:] if b"\n" in buffer else buffer


first = wait_for(lambda: line_matching("built", 0), "the first build")
print("initial:", lines[first], "| CPU %.0f ms" % cpu_ms(), flush=True)
wait_for(lambda: line_matching("serving", 0), "the server")
threading.Thread(target=listen, daemon=True).start()
wait_for(lambda: events[-1][1] if events else None, "the live-reload stream")
time.sleep(3)

path = os.path.join(args.site, args.chapter)
original = open(path, encoding="utf-8").read()
edits = [
    ("prose", lambda text, n: text.replace(". ", ". An edit %d. " % n, 1)),
    ("flow", lambda text, n: re.sub(r'(scene \w+: \w+ "[^"]*)', r"\g<1> v%d" % n, text, count=1)),
]
figures = {}
try:
    for kind, edit in edits:
        for n in range(args.repeats):
            text = edit(original, n)
            assert text != original, kind
            mark = len(lines)
            generation = events[-1][1]
            before = cpu_ms()
            start = time.monotonic()
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)
            arrived = wait_for(lambda: next((t for t, g in events if g > generation), None), "the reload event")
            at = wait_for(lambda: line_matching("rebuilt", mark), "the rebuild line")
            time.sleep(0.3)
            cpu = cpu_ms() - before
            wall = (arrived - start) * 1000
            build = float(re.search(r"in (\d+) ms", lines[at]).group(1))
            figures.setdefault(kind, []).append((wall, build, cpu))
            steps = " ".join(l.strip() for l in lines[mark:at])
            print("%-5s %d | wall %4.0f ms | build %4.0f ms | CPU %4.0f ms | %s | %s"
                  % (kind, n, wall, build, cpu, steps, lines[at]), flush=True)
            time.sleep(1.0)
finally:
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(original)
    time.sleep(1.5)
    proc.terminate()
    proc.wait()
for kind, rows in figures.items():
    wall, build, cpu = (statistics.median(column) for column in zip(*rows))
    print("median %-5s wall %.0f ms, build %.0f ms, CPU %.0f ms (%d edits)" % (kind, wall, build, cpu, len(rows)))
