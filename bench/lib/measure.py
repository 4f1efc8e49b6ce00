"""Runs a command under GNU time and keeps wall time, CPU time, peak RSS and exit status."""

import os
import shutil
import signal
import statistics
import subprocess
import time

TIME = "/usr/bin/time"
TIMEOUT_SECONDS = 3600


class Run:
    """One timed run: wall and CPU seconds, peak resident set in KiB, exit status."""

    def __init__(self, wall, user, system, peak_kib, status, stderr_tail):
        self.wall = wall
        self.cpu = user + system
        self.user = user
        self.system = system
        self.peak_kib = peak_kib
        self.status = status
        self.stderr_tail = stderr_tail

    def as_dict(self):
        return {"wall": self.wall, "cpu": round(self.cpu, 3), "user": self.user, "sys": self.system,
                "peakKiB": self.peak_kib, "exit": self.status}


def run_once(argv, scratch, shell=False, clean=()):
    """Runs argv under GNU time after deleting the `clean` paths (not timed)."""
    for path in clean:
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)
    os.makedirs(scratch, exist_ok=True)
    # Every tool starts on a settled file system: the generated book and the output deleted
    # above are written back now, not during the timed run (as hyperfine's `--prepare sync`).
    os.sync()
    report = os.path.join(scratch, "time.txt")
    stderr_path = os.path.join(scratch, "stderr.txt")
    command = ["sh", "-c", argv] if shell else list(argv)
    full = [TIME, "-f", "%e %U %S %M", "-o", report] + command
    with open(stderr_path, "wb") as errors, open(os.devnull, "wb") as sink:
        process = subprocess.Popen(full, stdout=sink, stderr=errors, start_new_session=True)
        try:
            status = process.wait(timeout=TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            status = -9
    with open(stderr_path, "rb") as errors:
        tail = errors.read().decode("utf-8", "replace").splitlines()[-20:]
    values = None
    if os.path.exists(report):
        with open(report) as handle:
            for line in handle:
                fields = line.split()
                # GNU time writes "Command exited with non-zero status N" before the numbers.
                if len(fields) == 4:
                    try:
                        values = [float(f) for f in fields]
                    except ValueError:
                        pass
    if values is None:
        return Run(0.0, 0.0, 0.0, 0, status if status else -1, tail + ["(no timing recorded)"])
    wall, user, system, peak = values
    return Run(wall, user, system, int(peak), status, tail)


def measure(argv, scratch, repeats, shell=False, clean=(), progress=None):
    """Repeats a run; returns (median summary dict, list of Run)."""
    runs = []
    loads = []
    for n in range(repeats):
        loads.append(round(os.getloadavg()[0], 2))
        run = run_once(argv, scratch, shell=shell, clean=clean)
        runs.append(run)
        if progress:
            progress("    run %d/%d: %.2f s wall, %.2f s CPU, %.0f MiB%s" % (
                n + 1, repeats, run.wall, run.cpu, run.peak_kib / 1024.0,
                "" if run.status == 0 else ", exit %d" % run.status))
    summary = {
        "wall": statistics.median(r.wall for r in runs),
        "cpu": round(statistics.median(r.cpu for r in runs), 3),
        "peakMiB": round(statistics.median(r.peak_kib for r in runs) / 1024.0, 1),
        "exit": next((r.status for r in runs if r.status != 0), 0),
        "runs": [dict(r.as_dict(), loadBefore=load) for r, load in zip(runs, loads)],
        "maxLoadBefore": max(loads),
    }
    return summary, runs


def stopwatch():
    start = time.monotonic()
    return lambda: time.monotonic() - start
