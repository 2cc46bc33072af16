#!/usr/bin/python3
"""The benchmark's anchor for `gpu-advisor export-chart`: the same chart drawn
by matplotlib, as a Python user would make it.

    anchor_chart.py --cnn RANK.json --rnn RANK.json --transformer RANK.json --output FILE.png

The inputs are `gpu-advisor rank --json --workload W` outputs saved beforehand
(16-bit, today's prices), so that this process only reads them and draws:
training performance per dollar relative to the best device of each workload
(= 1.0), the best 15 by CNN with the reference kept, three bars per device,
pale where the figure is estimated, each labelled with its value and the
estimate's uncertainty; 1600 x 900 pixels, PNG.
"""
import argparse
import json

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

WORKLOADS = [("cnn", "CNN", "#0072B2"), ("rnn", "RNN", "#E69F00"), ("transformer", "Transformer", "#009E73")]
TOP = 15


def load(path):
    with open(path, encoding="utf-8") as f:
        return {row["id"]: row for row in json.load(f)}


def main():
    parser = argparse.ArgumentParser()
    for key, _, _ in WORKLOADS:
        parser.add_argument("--" + key, required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()

    ranks = {key: load(getattr(args, key)) for key, _, _ in WORKLOADS}
    best = {}
    for key, rows in ranks.items():
        values = [r["performance_per_dollar"] for r in rows.values() if r["performance_per_dollar"]]
        best[key] = max(values) if values else 1.0

    cnn = ranks["cnn"]
    reference = next(iter(cnn.values()))["reference"]
    candidates = [r for r in cnn.values() if r["performance_per_dollar"]]
    candidates.sort(key=lambda r: r["performance_per_dollar"], reverse=True)
    shown = candidates[:TOP]
    if reference in cnn and all(r["id"] != reference for r in shown):
        shown = candidates[: TOP - 1] + [cnn[reference]]
    shown.reverse()  # horizontal bars: the first row is drawn at the bottom

    fig, ax = plt.subplots(figsize=(16, 9), dpi=100)
    lane = 0.8 / 3
    for k, (key, title, colour) in enumerate(WORKLOADS):
        for i, device in enumerate(shown):
            row = ranks[key].get(device["id"])
            if not row or not row["performance_per_dollar"]:
                continue
            value = row["performance_per_dollar"] / best[key]
            estimated = row["provenance"] == "estimated"
            y = i - 0.4 + (k + 0.5) * lane
            ax.barh(y, value, height=lane * 0.9, color=colour, alpha=0.45 if estimated else 1.0,
                    edgecolor=colour, label=title if i == 0 else None)
            text = f"{value:.2f}"
            if estimated:
                text += f" ±{round(row['uncertainty'] * 100)}%"
            ax.text(value + 0.005, y, text, va="center", fontsize=8)
    names = []
    for device in shown:
        name = device["name"] if len(device["name"]) <= 34 else device["name"][:32] + "…"
        names.append(name + " (reference)" if device["id"] == reference else name)
    ax.set_yticks(range(len(shown)))
    ax.set_yticklabels(names, fontsize=9)
    ax.set_xlim(0, 1.1)
    ax.grid(axis="x", color="#dddddd")
    ax.set_axisbelow(True)
    ax.set_xlabel("Performance per dollar relative to the best device (= 1.0), higher is better")
    fig.suptitle("Training performance per dollar", fontweight="bold")
    ax.set_title(f"16-bit mixed precision · sorted by CNN · today's prices · top {len(shown)} of "
                 f"{len(candidates)} devices\nPale bars are estimated from spec sheets (± their uncertainty); "
                 "solid bars are measured", fontsize=8)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.08), ncol=3, frameon=False)
    fig.tight_layout()
    fig.savefig(args.output, dpi=100)


if __name__ == "__main__":
    main()
