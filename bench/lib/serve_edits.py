"""Times `flowdoc serve` rebuilds: usage: serve_edits.py FLOWDOC SITE CHAPTER (CHAPTER relative to SITE).

Starts `flowdoc serve` (FLOWDOC_TIMINGS=1) on port 8731, waits for the first build, then three
times makes a prose edit of CHAPTER and three times a flow edit (a scene's title), waiting each
time for the rebuild line; prints, per rebuild, the CPU time the serve process spent (from
/proc, steady on a busy machine), the step timings and serve's own line. Restores the file.
Linux only (reads /proc).
"""
import os, re, subprocess, sys, time, threading
binary, site, chapter = sys.argv[1], sys.argv[2], sys.argv[3]
env = dict(os.environ, FLOWDOC_TIMINGS="1")
proc = subprocess.Popen([binary, "serve", site, "--port", "8731"], stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, env=env, text=True)
lines = []
def reader():
    for line in proc.stderr:
        lines.append(line.rstrip("\n"))
threading.Thread(target=reader, daemon=True).start()
def cpu_ms():
    with open("/proc/%d/stat" % proc.pid) as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000.0 / os.sysconf("SC_CLK_TCK")
def wait_for(prefix, since, timeout=900):
    end = time.time() + timeout
    while time.time() < end:
        for i in range(since, len(lines)):
            if lines[i].startswith(prefix):
                return i
        time.sleep(0.05)
    raise SystemExit("timed out waiting for %r; last lines: %s" % (prefix, lines[-5:]))
first = wait_for("built", 0)
print("initial:", lines[first], "| CPU %.0f ms" % cpu_ms(), "| serve pid", proc.pid, flush=True)
time.sleep(5)
path = os.path.join(site, chapter)
original = open(path).read()
results = []
try:
    for kind, edit in [("prose", lambda t, n: t.replace(". ", ". An edit %d. " % n, 1)),
                       ("flow", lambda t, n: re.sub(r'(scene \w+: \w+ "[^"]*)', r'\g<1> v%d' % n, t, count=1))]:
        for n in range(3):
            mark = len(lines)
            before = cpu_ms()
            text = edit(original, n)
            assert text != original, kind
            with open(path, "w") as handle:
                handle.write(text)
            at = wait_for("rebuilt", mark)
            time.sleep(0.3)
            print(kind, n, "| CPU %.0f ms |" % (cpu_ms() - before), " ".join(l.strip() for l in lines[mark:at]), "|", lines[at], flush=True)
            time.sleep(1.0)
finally:
    with open(path, "w") as handle:
        handle.write(original)
    time.sleep(1.5)
    proc.terminate()
    proc.wait()
