#!/usr/bin/env python3
"""Markdown tables of the compare results in this folder, or in the one given (run.sh writes
them)."""
import glob
import json
import os
import sys

LABELS = {
    "topoopt": "TopoOpt (optimized)",
    "topoopt-default-strategy": "TopoOpt, default strategy",
    "expander": "Expander (random d-regular)",
    "ring": "Ring",
    "torus": "2D torus",
    "fattree-equal-cost": "Fat-tree, equal cost",
    "fattree-full": "Fat-tree, full bandwidth (d x B per server)",
    "ideal": "Ideal switch (d x B per server)",
}


def main():
    # The results of this folder, or of the folder given (proposals-4000, say).
    here = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    order = ["dlrm", "candle", "bert", "ncf", "resnet50", "vgg16", "gpt"]
    best = []
    for model in order:
        for d in (4, 8):
            path = os.path.join(here, f"{model}-d{d}.result.json")
            if not os.path.exists(path):
                continue
            doc = json.load(open(path))
            timing = json.load(open(path.replace(".result.json", ".time.json")))
            print(f"### {model}, d = {d}  ({timing['wall_s']:.0f} s wall, "
                  f"{timing['cpu_s']:.0f} s CPU for the whole comparison)\n")
            print("| fabric | iteration (ms) | compute (ms) | exposed comm (ms) | cost (USD) "
                  "| link Gbps | speedup vs equal-cost fat-tree |")
            print("|---|---:|---:|---:|---:|---:|---:|")
            for row in doc["rows"]:
                print(f"| {LABELS.get(row['kind'], row['kind'])} | {row['iteration_ms']:.2f} "
                      f"| {row['compute_ms']:.2f} | {row['exposed_comm_ms']:.2f} "
                      f"| {row['cost_usd']:,.0f} | {row['link_gbps']:.0f} "
                      f"| {row['speedup_vs_equal_cost_fattree']:.2f}x |")
                if row["kind"] == "topoopt":
                    best.append((row["speedup_vs_equal_cost_fattree"], model, d))
            print()
    print("Speedup of optimized TopoOpt over the equal-cost fat-tree, largest first: " +
          ", ".join(f"{s:.2f}x ({m}, d = {d})" for s, m, d in sorted(best, reverse=True)))


if __name__ == "__main__":
    sys.exit(main())
