#!/usr/bin/env python3
"""Mutation fuzzing of the file readers, through the programs users run.

Makes small files of every format with the CLI itself (a 16-server scenario, its traffic,
strategy, topology, result, comparison and simulation, a model, the price table and a FlexNet
sample), mutates them (JSON values swapped for edge cases, keys dropped or added, arrays
duplicated or shuffled, bytes flipped, files truncated) and runs the commands that read each
kind. A run is a finding when it crashes (exit not 0, 1 or 2), hangs, prints a sanitizer report,
exits 2 without saying why, or leaves an output file behind after failing. With --studio, the
mutants that `topoopt validate` accepts are opened in topoopt-studio instead (offscreen), to
find valid-but-unusual files that the views do not survive.

    scripts/fuzz.py BUILD_DIR [--seconds 600] [--seed 1] [--out DIR] [--studio]

Use a sanitizer build (cmake --preset ci-asan) to catch memory errors. Findings are copied to
DIR with a line each in DIR/log.txt. Scenarios of more than 1,024 servers are valid and slow,
so their timeouts are not findings.
"""
import argparse
import copy
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

EDGE_VALUES = [-1, 0, 1, 2, 3, 7, 1e308, -1e308, 1e9, 2147483647, 2147483648, -2147483649,
               1.5, 0.1, 1e-300, "", "x", "ideal", None, True, False, [], {}, [0], [1, 1], [-1],
               {"a": 1}, "topoopt-scenario/1", 65536, 4096, 100000000]


def nodes(doc, path=()):
    yield path, doc
    children = doc.items() if isinstance(doc, dict) else enumerate(doc[:50]) \
        if isinstance(doc, list) else ()
    for key, value in children:
        yield from nodes(value, path + (key,))


def replace(doc, path, value):
    if not path:
        return value
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return doc


def mutate_json(doc, rng):
    doc = copy.deepcopy(doc)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        path, node = rng.choice(list(nodes(doc)))
        pick = rng.random()
        if pick < 0.5:
            doc = replace(doc, path, copy.deepcopy(rng.choice(EDGE_VALUES)))
        elif pick < 0.65 and path:
            parent = doc
            for key in path[:-1]:
                parent = parent[key]
            del parent[path[-1]]
        elif pick < 0.75 and isinstance(node, list) and node:
            node.insert(rng.randrange(len(node) + 1), copy.deepcopy(rng.choice(node)))
        elif pick < 0.82 and isinstance(node, dict):
            node["unknown_%d" % rng.randrange(9)] = rng.choice(EDGE_VALUES)
        elif pick < 0.9 and isinstance(node, (int, float)) and not isinstance(node, bool):
            doc = replace(doc, path, node * rng.choice([-1, 2, 1000, 1e6, 0.5]) +
                          rng.choice([0, 1, -1]))
        elif isinstance(node, list):
            rng.shuffle(node)
    return doc


def mutate_bytes(data, rng):
    data = bytearray(data)
    if rng.random() < 0.3 and len(data) > 1:
        return bytes(data[:rng.randrange(len(data))])
    for _ in range(rng.choice([1, 2, 4, 16])):
        i = rng.randrange(len(data))
        if rng.random() < 0.7:
            data[i] = rng.randrange(256)
        else:
            data[i:i] = bytes([rng.randrange(256)] * rng.choice([1, 4, 8]))
    return bytes(data)


def make_seeds(cli, repo, seeds, env):
    """The files of every kind, written by the CLI at 16 servers; returns (kind, file) pairs."""
    scenario = json.load(open(os.path.join(repo, "resources/scenarios/default.json")))
    scenario["cluster"]["servers"] = 16
    scenario["search"].update({"proposals": 6, "rounds": 1})
    path = lambda name: os.path.join(seeds, name)
    json.dump(scenario, open(path("scenario.json"), "w"))
    scenario["model"] = {"zoo": "bert"}
    scenario["search"]["time_resolution_us"] = 50  # so mutants reach the settings too
    scenario["topology"]["shared_cycle"] = "always"
    json.dump(scenario, open(path("bert.json"), "w"))
    s = path("scenario.json")
    for args in (["traffic", "--scenario", s, "-o", path("traffic.json"),
                  "--strategy-out", path("strategy.json")],
                 ["topology", "--traffic", path("traffic.json"), "--degree", "4", "-o",
                  path("topology.json")],
                 ["optimize", s, "--quiet", "-o", path("result.json")],
                 ["compare", path("bert.json"), "--proposals", "4", "--quiet", "-o",
                  path("comparison.json")],
                 ["simulate", "--scenario", s, "--json", "-o", path("simulation.json")],
                 ["model", "--zoo", "ncf", "-o", path("model.json")]):
        subprocess.run([cli] + args, check=True, capture_output=True, env=env)
    shutil.copy(os.path.join(repo, "resources/prices/default-prices.json"), path("prices.json"))
    shutil.copy(os.path.join(repo, "../shared/data/flexnet/dlrm_16_100g.fbuf"), path("g.fbuf"))
    return [("scenario", s), ("scenario", path("bert.json")), ("traffic", path("traffic.json")),
            ("topology", path("topology.json")), ("result", path("result.json")),
            ("result", path("comparison.json")), ("model", path("model.json")),
            ("prices", path("prices.json")), ("strategy", path("strategy.json")),
            ("simulation", path("simulation.json")), ("fbuf", path("g.fbuf"))]


def commands(kind, f, out, seeds, rng):
    s = os.path.join(seeds, "scenario.json")
    view = rng.choice(["graph", "heatmap", "convergence", "compare"])
    return {
        "scenario": [["validate", f], ["report", f], ["simulate", "--scenario", f, "--kind",
                     "ideal"], ["traffic", "--scenario", f, "-o", out],
                     ["optimize", f, "--quiet", "--proposals", "3", "--rounds", "1", "-o", out]],
        "traffic": [["validate", f], ["topology", "--traffic", f, "--degree", "4", "-o", out]],
        "topology": [["validate", f], ["cost", f], ["export-wiring", f, "-o", out],
                     ["simulate", "--scenario", s, "--topology", f]],
        "result": [["validate", f], ["render", f, "--view", view, "--out", out + ".png",
                    "--dpi", "36", "--width", "300", "--height", "200"],
                   ["apply-best", f, "-o", out], ["cost", f], ["export-wiring", f, "-o", out]],
        "model": [["validate", f], ["model", f]],
        "prices": [["validate", f], ["cost", os.path.join(seeds, "topology.json"), "--prices", f]],
        "strategy": [["traffic", "--scenario", s, "--strategy", f, "-o", out],
                     ["validate", "--scenario", s, f], ["validate", f]],
        "simulation": [["validate", f]],
        "fbuf": [["validate", f], ["import-flexnet", f, "--quiet", "-o", out],
                 ["simulate", "--flexnet", f, "--kind", "ideal", "--link-gbps", "100"]],
    }[kind]


def studio_commands(kind, f, seeds, shot, rng):
    head = {"scenario": [f], "result": [f], "traffic": ["--traffic", f],
            "topology": [os.path.join(seeds, "scenario.json"), "--topology", f]}.get(kind)
    if head is None:
        return []
    return [head + ["--tab", str(rng.randrange(8)), "--run-for", "3", "--screenshot", shot]]


def judge(rc, err, big, out):
    if rc == "timeout":
        return None if big else "timeout"
    if rc not in (0, 1, 2):
        return "exit %s" % rc
    if "Sanitizer" in err or "runtime error" in err or "terminate called" in err:
        return "sanitizer report"
    if rc != 0 and out and any(os.path.exists(p) for p in (out, out + ".png")):
        return "output left after failing"
    if rc == 2 and not err.strip():
        return "exit 2 without a message"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", help="build directory, e.g. build/ci-asan")
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default=None)
    parser.add_argument("--studio", action="store_true")
    a = parser.parse_args()
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    cli = os.path.join(os.path.abspath(a.build), "app", "topoopt")
    studio = os.path.join(os.path.abspath(a.build), "app", "topoopt-studio")
    out_dir = a.out or tempfile.mkdtemp(prefix="topoopt-fuzz-")
    work = os.path.join(out_dir, "work")
    seeds = os.path.join(out_dir, "seeds")
    os.makedirs(work, exist_ok=True)
    os.makedirs(seeds, exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", ASAN_OPTIONS="detect_leaks=0")
    rng = random.Random(a.seed)
    kinds = make_seeds(cli, repo, seeds, env)
    originals = {}
    for kind, f in kinds:
        raw = open(f, "rb").read()
        originals[f] = (raw, None if kind == "fbuf" else json.loads(raw))
    log = open(os.path.join(out_dir, "log.txt"), "a")
    runs = findings = 0
    start = time.time()
    while time.time() - start < a.seconds:
        kind, seed = rng.choice(kinds)
        raw, doc = originals[seed]
        mutant = json.dumps(mutate_json(doc, rng)).encode() \
            if doc is not None and rng.random() < 0.8 else mutate_bytes(raw, rng)
        f = os.path.join(work, "in" + os.path.splitext(seed)[1])
        open(f, "wb").write(mutant)
        out = os.path.join(work, "out.json")
        try:
            big = json.loads(mutant).get("cluster", {}).get("servers", 0) > 1024
        except (ValueError, AttributeError, UnicodeDecodeError, TypeError):
            big = False
        if a.studio:
            valid = subprocess.run([cli, "validate", f], capture_output=True, env=env)
            planned = [([studio] + c, None) for c in studio_commands(
                kind, f, seeds, os.path.join(work, "shot.png"), rng)] \
                if valid.returncode == 0 else []
        else:
            planned = [([cli] + c, out) for c in commands(kind, f, out, seeds, rng)]
        for argv, output in planned:
            for p in (out, out + ".png"):
                if os.path.exists(p):
                    os.remove(p)
            runs += 1
            try:
                p = subprocess.run(argv, capture_output=True, timeout=90 if a.studio else 30,
                                   env=env)
                rc, err = p.returncode, p.stderr.decode(errors="replace")
            except subprocess.TimeoutExpired:
                rc, err = "timeout", ""
            verdict = judge(rc, err, big, output)
            if verdict:
                findings += 1
                keep = os.path.join(out_dir, "finding%03d%s" % (findings,
                                                                os.path.splitext(f)[1]))
                shutil.copy(f, keep)
                log.write("%s | %s | %s | %s\n" % (verdict, keep, " ".join(argv[1:]),
                                                   err[-600:].replace("\n", " / ")))
                log.flush()
    print("%d runs, %d findings; log: %s" % (runs, findings, os.path.join(out_dir, "log.txt")))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
