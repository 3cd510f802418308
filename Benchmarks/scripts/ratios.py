#!/usr/bin/env python3
"""Turns one run of the suite (package-benchmark's markdown output) into the README's tables.

Every Flowline number is divided by its baseline from the same run: ratios, not times, are the
claims, because the machine is shared and its absolute speed varies from run to run.

usage: scripts/ratios.py RESULTS.md
"""

import re
import sys

MULTIPLIERS = {"K": 1e3, "M": 1e6, "G": 1e9}


def parse(path):
    """Returns {benchmark name: {metric: p50}} from package-benchmark's markdown output."""
    results = {}
    name = None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("### "):
            name = line[4:].strip()
            results[name] = {}
            continue
        if name is None or not line.startswith("|") or line.startswith("|:"):
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if cells[0] == "Metric" or len(cells) < 4:
            continue
        metric = cells[0].rstrip(" *").strip()
        scale = 1.0
        match = re.search(r"\((K|M|G)\)$", metric)
        if match:
            scale = MULTIPLIERS[match.group(1)]
            metric = metric[: match.start()].strip()
        try:
            results[name][metric] = float(cells[3]) * scale  # p50
        except ValueError:
            pass
    return results


TIME = "Time (wall clock) (ns)"
MALLOCS = "Malloc (total)"
BYTES = "Malloc (bytes total)"
LEAKED = "Malloc / free Δ (bytes)"
INVALIDATIONS = "Invalidations"
IDEAL = "Ideal invalidations"


def main():
    results = parse(sys.argv[1])

    def value(name, metric):
        if name not in results:
            sys.exit(f"error: no benchmark named {name!r} in {sys.argv[1]}")
        if metric not in results[name]:
            sys.exit(f"error: no metric {metric!r} for {name!r}")
        return results[name][metric]

    rows = []

    def ratio(label, numerator, denominator, metric=TIME, target=None):
        top = value(numerator, metric)
        bottom = value(denominator, metric)
        found = top / bottom if bottom else float("inf")
        verdict = ""
        if target is not None:
            verdict = (
                f"met (≤ {target:g})"
                if found <= target
                else f"**missed** (≤ {target:g}; {found / target:.1f}× over)"
            )
        rows.append((label, f"{found:.2f}", verdict))

    # 1. Dispatch
    ratio(
        "1. Dispatch, no observer: store ÷ @Observable model",
        "Dispatch: Flowline store, no observer",
        "Dispatch: @Observable model, no observer",
        target=1.2,
    )
    ratio(
        "1. Dispatch, one tracked reader: store ÷ @Observable model",
        "Dispatch: Flowline store, one reader",
        "Dispatch: @Observable model, one reader",
        target=1.2,
    )
    ratio(
        "1. Dispatch, no observer: store ÷ pure functions called directly",
        "Dispatch: Flowline store, no observer",
        "Dispatch: pure functions called directly",
    )
    ratio(
        "1. Dispatch, one reader: mallocs per event, store ÷ model",
        "Dispatch: Flowline store, one reader",
        "Dispatch: @Observable model, one reader",
        metric=MALLOCS,
    )
    # 2. Composition
    ratio(
        "2. Composition, no readers: 100 children ÷ 10 children",
        "Composition: 100 children, no readers",
        "Composition: 10 children, no readers",
        target=1.2,
    )
    # Every child read through the parent's store (`store[dynamicMember: \.children[id]?.count]`):
    # each of those watches is compared after every action, O(children). The target for
    # children read by their own views is row 7, where each view reads its child's store.
    ratio(
        "2. Composition, every child read through the parent's store: 100 children ÷ 10 children",
        "Composition: 100 children, every child read",
        "Composition: 10 children, every child read",
    )
    # 3. Big state
    for items in (100, 10_000, 100_000):
        ratio(
            f"3. Big state, {items:,} items: store ÷ @Observable model",
            f"Big state: Flowline store, {items} items",
            f"Big state: @Observable model, {items} items",
        )
    for kind in ("Flowline store", "@Observable model", "Flowline store, derived rows"):
        ratio(
            f"3. Big state, {kind}: 100,000 items ÷ 100 items (O(1) ⇒ ~1)",
            f"Big state: {kind}, 100000 items",
            f"Big state: {kind}, 100 items",
        )
    # 4. Invalidations
    for changed in (1, 10):
        store = f"Invalidations: Flowline store, {changed} of 1000 values changed"
        objects = f"Invalidations: @Observable objects, one per value, {changed} of 1000 changed"
        array = f"Invalidations: @Observable model, one array, {changed} of 1000 changed"
        for label, name in (
            ("store", store),
            ("@Observable objects", objects),
            ("@Observable array", array),
        ):
            ratio(
                f"4. Invalidations, {changed} of 1,000 changed, {label}: invalidations ÷ ideal",
                name,
                name,
                metric=INVALIDATIONS,
            )
            rows[-1] = (
                rows[-1][0],
                f"{value(name, INVALIDATIONS) / value(name, IDEAL):.2f}",
                f"{value(name, INVALIDATIONS):g} vs ideal {value(name, IDEAL):g}",
            )
        ratio(
            f"4. Invalidations, {changed} of 1,000 changed, time: store ÷ @Observable objects",
            store,
            objects,
        )
        ratio(
            f"4. Invalidations, {changed} of 1,000 changed, time: store ÷ @Observable array",
            store,
            array,
        )
    # 5. Effects
    ratio(
        "5. Effect returning one action ÷ bare Task",
        "Effects: Flowline effect returning one action",
        "Effects: bare Task",
    )
    # 6. Memory
    for used, model_used in (
        ("created and released", "created and released"),
        ("read, sent one event, released", "read, sent one event, released"),
    ):
        for metric, unit in ((BYTES, "bytes"), (MALLOCS, "allocations")):
            ratio(
                f"6. Memory, {used}: {unit}, store ÷ @Observable model",
                f"Memory: Flowline store {used}",
                f"Memory: @Observable model {model_used}",
                metric=metric,
            )

    # 7. Row stores (issue 11)
    rs = "Row stores: "
    for cells, changed in ((100, 1), (1000, 1), (1000, 10)):
        ratio(
            f"7. Row stores, {cells:,} readers, {changed} changed: store ÷ @Observable objects",
            f"{rs}{cells} readers, {changed} changed per action",
            f"{rs}@Observable objects, {cells} readers, {changed} changed per action",
            target=2 if changed == 1 else None,
        )
    ratio(
        "7. Row stores, every child read by its own view through its store: 100 ÷ 10 children",
        f"{rs}100 children, every child read, one sends",
        f"{rs}10 children, every child read, one sends",
        target=1.2,
    )
    ratio(
        "7. Row stores, derived rows, one changed: 100,000 items ÷ 100 items",
        f"{rs}derived rows, 100000 items, one changed",
        f"{rs}derived rows, 100 items, one changed",
        target=2,
    )
    for name in [n for n in results if n.startswith(rs) and INVALIDATIONS in results[n]]:
        found = value(name, INVALIDATIONS)
        ideal = value(name, IDEAL)
        rows.append(
            (
                f"7. {name[len(rs):]}: invalidations ÷ ideal",
                f"{found / ideal:.2f}" if ideal else "n/a",
                f"{found:g} vs ideal {ideal:g}",
            )
        )

    # 8. Scaling: the per-operation cost at 100× the size ÷ at 1× (benchmark 8).
    sc = "Scaling: "
    ratio(
        "8. Array row stores made, per row: 10,000 rows ÷ 100 rows (O(1) ⇒ ~1)",
        f"{sc}array row stores made, 10000 rows, per row",
        f"{sc}array row stores made, 100 rows, per row",
        target=2,
    )
    ratio(
        "8. One row changed, action-only interceptor: 100,000 rows ÷ 100 rows (O(1) ⇒ ~1)",
        f"{sc}one row changed, action interceptor, 100000 rows",
        f"{sc}one row changed, action interceptor, 100 rows",
        target=2,
    )
    ratio(
        "8. One row changed, logging interceptor: 10,000 rows ÷ 100 rows (O(n) ⇒ ~100)",
        f"{sc}one row changed, logging interceptor, 10000 rows",
        f"{sc}one row changed, logging interceptor, 100 rows",
    )
    ratio(
        "8. Push and pop: 1,000 routes deep ÷ 10 routes deep (O(1) ⇒ ~1)",
        f"{sc}push and pop, 1000 routes deep",
        f"{sc}push and pop, 10 routes deep",
        target=2,
    )

    print("| Comparison (same run, medians) | Ratio | Target |")
    print("|:--|--:|:--|")
    for label, found, verdict in rows:
        print(f"| {label} | {found} | {verdict} |")

    print()
    print("| Benchmark | Median time per operation (ns) | Allocations | Bytes |")
    print("|:--|--:|--:|--:|")
    for name, metrics in results.items():
        bytes_ = metrics.get(BYTES)
        print(
            f"| {name} | {metrics.get(TIME, float('nan')):,.0f} | "
            f"{metrics.get(MALLOCS, float('nan')):g} | "
            f"{'' if bytes_ is None else f'{bytes_:g}'} |"
        )


if __name__ == "__main__":
    main()
