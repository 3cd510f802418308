#!/usr/bin/env python3
"""The reference app at scale: drives the real `film-catalog` binary in a pseudo-terminal on
catalogs of 1,000, 10,000 and 100,000 films, and reports what a user feels, as ratios against
the 1,000-film run, with an SVG chart.

Usage:
  scale_benchmark.py FILM_CATALOG_BINARY [--sizes 1000,10000,100000] [--out DIR]
                     [--core-results FILE]

Build the binary in release first:
  (cd Examples/FilmCatalog && swift build -c release --product film-catalog)

For each size it makes a fresh database (the 480 seeded films plus generated ones, with
`--generate-films`), logs in, and measures:
  - keystroke-to-echo: a character typed into the search until the terminal shows it (median
    of the query's characters);
  - results: the last keystroke until the first matching film is listed, minus the search's
    300 ms debounce;
  - cleared: the search cleared until the first film of the whole catalog is listed again,
    minus the debounce;
  - open: Enter on a film until its detail shows;
  - page: PgDn until the film 10 rows down shows highlighted;
  - end: a jump to the end of the list until its last film shows (a window far down loads);
  - memory: the resident set size after all of it.
It writes DIR/scale.md (the table) and DIR/scale.svg (cost per keystroke and results against
catalog size; with --core-results, the output of Benchmarks/run-benchmarks.sh, a second panel
with the core's cost per action against the number of rows).
"""

import argparse
import os
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time

import pexpect

DEBOUNCE = 0.300
QUERY = "of oslo"
TIMEOUT = 120


def measure(binary, size, work):
    database = os.path.join(work, f"catalog-{size}.sqlite")
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, "xdg"), TERM="xterm-256color",
               LANG="C.UTF-8", LC_ALL="C.UTF-8")
    subprocess.run([binary, "--database", database, "--generate-films", str(size - 480)],
                   env=env, check=True, capture_output=True, timeout=600)

    def sql(statement, *arguments):
        with sqlite3.connect(database) as connection:
            return connection.execute(statement, arguments).fetchall()

    first_title = sql("SELECT title FROM film ORDER BY title, id LIMIT 1")[0][0]
    # PgDn moves the cursor 10 rows: the film it lands on, highlighted.
    paged_title = sql("SELECT title FROM film ORDER BY title, id LIMIT 1 OFFSET 10")[0][0]
    last_title = sql("SELECT title FROM film ORDER BY title DESC, id DESC LIMIT 1")[0][0]
    rows = sql("SELECT title, director FROM film")
    folded = QUERY.casefold()
    matching = sorted(t for t, d in rows if folded in t.casefold() or folded in d.casefold())
    first_match = matching[0]

    child = pexpect.spawn(binary, ["--database", database], env=env, dimensions=(32, 110),
                          encoding="utf-8", timeout=TIMEOUT)
    child.delaybeforesend = None  # pexpect waits 50 ms before each send by default
    child.expect("Log in to the film catalog")
    child.send("demo@example.com\tflowline\r")
    child.expect_exact(f"{size} films")
    child.expect_exact(first_title)

    # Keystroke to echo: each character appears in the search field, before the cursor mark.
    child.send("/")
    child.expect_exact("▏")
    echoes = []
    for character in QUERY:
        start = time.monotonic()
        child.send(character)
        child.expect_exact(character + "▏")
        echoes.append(time.monotonic() - start)
        time.sleep(0.05)  # typing speed: faster than the debounce
    last_key = time.monotonic() - 0.05
    child.expect_exact(first_match)
    results = time.monotonic() - last_key - DEBOUNCE

    start = time.monotonic()
    child.send("\x15")  # Ctrl-U: clear the search
    child.expect_exact(first_title)
    cleared = time.monotonic() - start - DEBOUNCE

    child.send("\r")  # leave the search field
    start = time.monotonic()
    child.send("\r")  # open the highlighted film
    child.expect_exact("directed by")
    opened = time.monotonic() - start
    child.send("\x1b")
    child.expect_exact("↑↓ move")

    start = time.monotonic()
    child.send("\x1b[6~")  # PgDn
    child.expect_exact("▸   " + paged_title)
    paged = time.monotonic() - start

    start = time.monotonic()
    child.send("G")
    child.expect_exact(last_title)
    end = time.monotonic() - start

    with open(f"/proc/{child.pid}/status") as status:
        memory = int(re.search(r"VmRSS:\s+(\d+) kB", status.read()).group(1)) / 1024
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    return {
        "echo": statistics.median(echoes) * 1000,
        "results": max(results, 0) * 1000,
        "cleared": max(cleared, 0) * 1000,
        "open": opened * 1000,
        "page": paged * 1000,
        "end": end * 1000,
        "memory": memory,
    }


METRICS = [
    ("echo", "keystroke to echo (ms, median)"),
    ("results", "last keystroke to results, minus the debounce (ms)"),
    ("cleared", "search cleared to all films, minus the debounce (ms)"),
    ("open", "open a film (ms)"),
    ("page", "scroll a page, PgDn (ms)"),
    ("end", "jump to the end of the list (ms)"),
    ("memory", "resident memory (MB)"),
]


def table(sizes, runs):
    base = runs[sizes[0]]
    lines = ["| what | " + " | ".join(f"{s:,} films" for s in sizes)
             + f" | {sizes[-1]:,} ÷ {sizes[0]:,} |", "|---|" + "---:|" * (len(sizes) + 1)]
    for key, label in METRICS:
        cells = [f"{runs[s][key]:.1f}" for s in sizes]
        ratio = runs[sizes[-1]][key] / base[key] if base[key] > 0 else float("nan")
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {ratio:.2f} |")
    return "\n".join(lines)


def core_series(path):
    """Median ns per action from run-benchmarks.sh's output, by number of rows."""
    text = open(path, encoding="utf-8").read()
    series = {"Flowline store (rows in the view state)": {},
              "Flowline store, derived rows": {},
              "row stores, derived rows": {},
              "hand-written @Observable model": {}}
    patterns = [
        (r"\| Big state: Flowline store, (\d+) items \| ([\d,]+)",
         "Flowline store (rows in the view state)"),
        (r"\| Big state: Flowline store, derived rows, (\d+) items \| ([\d,]+)",
         "Flowline store, derived rows"),
        (r"\| Row stores: derived rows, (\d+) items, one changed \| ([\d,]+)",
         "row stores, derived rows"),
        (r"\| Big state: @Observable model, (\d+) items \| ([\d,]+)",
         "hand-written @Observable model"),
    ]
    for pattern, name in patterns:
        for rows, ns in re.findall(pattern, text):
            series[name][int(rows)] = int(ns.replace(",", ""))
    return {name: points for name, points in series.items() if points}


def panel(x0, y0, width, height, title, xlabel, ylabel, series, colours):
    """One log-x, linear-y line chart as SVG elements."""
    import math
    xs = sorted({x for points in series.values() for x in points})
    ymax = max(y for points in series.values() for y in points.values()) * 1.15 or 1
    lx0, lx1 = math.log10(xs[0]), math.log10(xs[-1])
    span = (lx1 - lx0) or 1

    def px(x):
        return x0 + 60 + (math.log10(x) - lx0) / span * (width - 80)

    def py(y):
        return y0 + height - 40 - y / ymax * (height - 70)

    out = [f'<text x="{x0 + width / 2}" y="{y0 + 18}" text-anchor="middle" '
           f'font-size="14" font-weight="bold">{title}</text>',
           f'<line x1="{x0 + 60}" y1="{py(0)}" x2="{x0 + width - 20}" y2="{py(0)}" '
           'stroke="#444"/>',
           f'<line x1="{x0 + 60}" y1="{py(0)}" x2="{x0 + 60}" y2="{y0 + 30}" stroke="#444"/>',
           f'<text x="{x0 + width / 2}" y="{y0 + height - 8}" text-anchor="middle" '
           f'font-size="11">{xlabel}</text>',
           f'<text x="{x0 + 14}" y="{y0 + height / 2}" font-size="11" '
           f'transform="rotate(-90 {x0 + 14} {y0 + height / 2})" text-anchor="middle">'
           f'{ylabel}</text>']
    for x in xs:
        out.append(f'<text x="{px(x)}" y="{py(0) + 14}" text-anchor="middle" '
                   f'font-size="10">{x:,}</text>')
    for tick in range(5):
        value = ymax * tick / 4
        out.append(f'<text x="{x0 + 55}" y="{py(value) + 3}" text-anchor="end" '
                   f'font-size="10">{value:.3g}</text>')
    for index, (name, points) in enumerate(series.items()):
        colour = colours[index % len(colours)]
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in sorted(points.items()))
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for x, y in points.items():
            out.append(f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="3" fill="{colour}"/>')
        out.append(f'<text x="{x0 + 70}" y="{y0 + 40 + 14 * index}" font-size="11" '
                   f'fill="{colour}">{name}</text>')
    return out


def svg(sizes, runs, core):
    colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"]
    width, height = 720, 300
    panels = [panel(0, 0, width, height, "The app: cost per keystroke against catalog size",
                    "films in the catalog", "milliseconds",
                    {"keystroke to echo": {s: runs[s]["echo"] for s in sizes},
                     "last keystroke to results (minus debounce)":
                         {s: runs[s]["results"] for s in sizes}}, colours)]
    total = height
    if core:
        panels.append(panel(0, height, width, height,
                            "The core: cost per action against the number of rows",
                            "rows", "nanoseconds per action", core, colours))
        total += height
    body = "\n".join(element for elements in panels for element in elements)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{total}" '
            f'font-family="sans-serif">\n<rect width="100%" height="100%" fill="white"/>\n'
            f"{body}\n</svg>\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--core-results")
    arguments = parser.parse_args()
    sizes = [int(size) for size in arguments.sizes.split(",")]
    work = tempfile.mkdtemp(prefix="film-catalog-scale-")
    try:
        runs = {}
        for size in sizes:
            runs[size] = measure(os.path.abspath(arguments.binary), size, work)
            print(f"{size:>7} films: " + ", ".join(f"{k} {v:.1f}" for k, v in runs[size].items()),
                  flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    core = core_series(arguments.core_results) if arguments.core_results else {}
    os.makedirs(arguments.out, exist_ok=True)
    report = table(sizes, runs)
    with open(os.path.join(arguments.out, "scale.md"), "w", encoding="utf-8") as file:
        file.write(report + "\n")
    with open(os.path.join(arguments.out, "scale.svg"), "w", encoding="utf-8") as file:
        file.write(svg(sizes, runs, core))
    print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
