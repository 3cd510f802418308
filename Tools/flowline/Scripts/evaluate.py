#!/usr/bin/env python3
"""Rerunnable precision evaluation of `flowline lint` on whole open-source SwiftUI apps.

The corpus (Evaluation/corpus.tsv) names each app, its GitHub repository and the commit judged.
The apps' code is never part of this repository: `checkout` puts the Swift files of each app
under a folder of your choice (outside the repository), `run` lints every app there, `sample`
lists findings per rule that are not judged yet, with the code around them for reading, and
`score` computes precision per rule from the judgements (Evaluation/judgements.tsv: app,
commit, file:line, rule, verdict, reason — no code).

Usage (from Tools/flowline; wrap `run` in the build lock when it builds):
  Scripts/evaluate.py checkout --corpus-dir /tmp/corpus [--mirrors DIR]
  Scripts/evaluate.py run      --corpus-dir /tmp/corpus [--out /tmp/flowline-eval] [--binary PATH]
                               [--skip-missing]
  Scripts/evaluate.py sample   --corpus-dir /tmp/corpus [--out …] [--per-rule 12] [--context 6]
                               [--apps A,B] [--new N]   (N more per rule, from apps A, B)
  Scripts/evaluate.py score    [--out …] [--markdown]

Held-out rounds: `--corpus Evaluation/heldout-round6.tsv` (before the command) reads another list of
apps; `sample --per-app 2 --per-rule 6` draws the judge's sample (seeded, at most 2 per app). Judge
a held-out round before any rule changes for its apps: its score is the first-found figure.
"""

import argparse
import collections
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.join(ROOT, "Evaluation", "corpus.tsv")
JUDGEMENTS = os.path.join(ROOT, "Evaluation", "judgements.tsv")
DEFAULT_OUT = os.path.join(tempfile.gettempdir(), "flowline-eval")


def read_tsv(path):
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            rows.append(line.split("\t"))
    return rows


def corpus():
    return [
        {"name": r[0], "repo": r[1], "commit": r[2], "style": r[3], "platform": r[4]}
        for r in read_tsv(CORPUS_PATH[0])
    ]


CORPUS_PATH = [CORPUS]


def judgements():
    """The verdicts, one per finding: a later line for the same app, location and rule (a
    re-judgement after the code was read again) supersedes an earlier one."""
    result = {}
    for r in read_tsv(JUDGEMENTS):
        if len(r) < 6:
            sys.exit(f"evaluate: malformed judgement (needs 6 tab-separated fields): {r}")
        result[(r[0], r[2], r[3])] = {
            "app": r[0], "commit": r[1], "location": r[2], "rule": r[3], "verdict": r[4],
            "reason": r[5]}
    return list(result.values())


def checkout(args):
    """Extracts the Swift files of each app at its commit into corpus-dir/NAME."""
    for app in corpus():
        target = os.path.join(args.corpus_dir, app["name"])
        if os.path.isdir(target):
            print(f"{app['name']}: already present")
            continue
        mirror = None
        if args.mirrors:
            candidate = os.path.join(args.mirrors, app["repo"].replace("/", "+"), "repo")
            mirror = candidate if os.path.isdir(candidate) else None
        with tempfile.TemporaryDirectory() as scratch:
            git_dir = mirror
            if git_dir is None:
                git_dir = os.path.join(scratch, "repo.git")
                url = f"https://github.com/{app['repo']}.git"
                subprocess.run(
                    ["git", "clone", "--bare", "--filter=blob:none", "--quiet", url, git_dir],
                    check=True)
            os.makedirs(target)
            export_swift_files(git_dir, app["commit"], target)
        print(f"{app['name']}: {app['repo']}@{app['commit'][:10]} → {target}")


def export_swift_files(git_dir, commit, target):
    """Writes the commit's .swift files and Xcode project files (`*.xcodeproj/project.pbxproj`,
    which the linter reads for target membership, as in a real checkout) under target, one blob
    at a time, so a repository with a broken submodule entry or a missing blob still yields
    every readable file."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit],
                             check=True, capture_output=True).stdout.decode("utf-8", "replace")
    for entry in filter(None, listing.split("\0")):
        meta, path = entry.split("\t", 1)
        mode, kind, blob = meta.split()
        wanted = path.endswith(".swift") or path.endswith(".xcodeproj/project.pbxproj")
        if kind != "blob" or not wanted or mode == "120000":
            continue
        content = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "blob", blob],
                                 capture_output=True)
        if content.returncode != 0:
            print(f"  skipped unreadable {path}", file=sys.stderr)
            continue
        destination = os.path.join(target, path)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "wb") as out:
            out.write(content.stdout)


def binary_path(args):
    if args.binary:
        return args.binary
    subprocess.run(["swift", "build", "-c", "release", "--product", "flowline"], cwd=ROOT,
                   check=True)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                             check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "flowline")


def run(args):
    """Lints every app; keeps the JSON output in --out."""
    binary = binary_path(args)
    os.makedirs(args.out, exist_ok=True)
    totals = collections.Counter()
    print(f"{'app':28} {'files':>6} {'lines':>8} {'findings':>8} {'seconds':>8}")
    for app in corpus():
        folder = os.path.join(args.corpus_dir, app["name"])
        if not os.path.isdir(folder):
            if args.skip_missing:
                print(f"{app['name']:28} {'(missing: skipped)':>32}")
                continue
            sys.exit(f"evaluate: {folder} is missing; run `evaluate.py checkout` first "
                     "(or pass --skip-missing)")
        start = time.monotonic()
        done = subprocess.run([binary, "lint", ".", "--format", "json", "--fail-on", "never"],
                              cwd=folder, capture_output=True, text=True)
        elapsed = time.monotonic() - start
        if done.returncode != 0:
            sys.exit(f"evaluate: flowline failed on {app['name']}:\n{done.stderr}")
        report = json.loads(done.stdout)
        report["app"] = app
        report["seconds"] = elapsed
        report["stderr"] = done.stderr
        with open(os.path.join(args.out, app["name"] + ".json"), "w", encoding="utf-8") as out:
            json.dump(report, out)
        findings = report["findings"]
        totals.update(f["ruleID"] for f in findings)
        summary = report.get("summary", {})
        print(f"{app['name']:28} {summary.get('files', '?'):>6} {summary.get('lines', '?'):>8} "
              f"{len(findings):>8} {elapsed:>8.2f}")
    print("\nfindings per rule:")
    for rule, count in sorted(totals.items()):
        print(f"  {rule:28} {count}")


def load_runs(out):
    runs = {}
    for app in corpus():
        path = os.path.join(out, app["name"] + ".json")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as handle:
                runs[app["name"]] = json.load(handle)
    if not runs:
        sys.exit(f"evaluate: no results in {out}; run `evaluate.py run` first")
    return runs


def location(finding):
    return f"{finding['projectPath']}:{finding['position']['line']}"


def sample(args):
    """Prints up to --per-rule unjudged findings per rule, spread over the apps."""
    runs = load_runs(args.out)
    judged = {(j["app"], j["location"], j["rule"]) for j in judgements()}
    current = {(name, location(f), f["ruleID"]) for name, r in runs.items() for f in r["findings"]}
    judged_per_rule = collections.Counter(j["rule"] for j in judgements()
                                          if (j["app"], j["location"], j["rule"]) in current)
    by_rule = collections.defaultdict(lambda: collections.defaultdict(list))
    only = set(args.apps.split(",")) if args.apps else None
    for name, report in runs.items():
        if only is not None and name not in only:
            continue
        for finding in report["findings"]:
            key = (name, location(finding), finding["ruleID"])
            if key in judged:
                continue
            digest = hashlib.sha256(f"{args.seed}{key}".encode()).hexdigest()
            by_rule[finding["ruleID"]][name].append((digest, finding))
    for rule in sorted(by_rule):
        if args.rule and rule != args.rule:
            continue
        wanted = args.new if args.new is not None else max(0, args.per_rule - judged_per_rule[rule])
        queues = {app: sorted(items, key=lambda pair: pair[0])[:args.per_app]
                  for app, items in by_rule[rule].items()}
        picked = []
        while len(picked) < wanted and any(queues.values()):
            for app in sorted(queues):
                if queues[app] and len(picked) < wanted:
                    picked.append((app, queues[app].pop(0)[1]))
        for app, finding in picked:
            commit = runs[app]["app"]["commit"]
            print(f"=== {app}\t{commit}\t{location(finding)}\t{rule}")
            print(f"    {finding['message']}")
            show_context(os.path.join(args.corpus_dir, app, finding["projectPath"]),
                         finding["position"]["line"], args.context)


def show_context(path, line, radius):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.readlines()
    except OSError:
        return
    for number in range(max(1, line - radius), min(len(lines), line + radius) + 1):
        mark = ">" if number == line else " "
        print(f"  {mark}{number:5} {lines[number - 1].rstrip()}")


def score(args):
    """Precision per rule over the judged findings the current run still reports."""
    runs = load_runs(args.out)
    current = {(name, location(f), f["ruleID"]) for name, r in runs.items() for f in r["findings"]}
    totals = collections.Counter(f["ruleID"] for r in runs.values() for f in r["findings"])
    true, judged, stale = collections.Counter(), collections.Counter(), []
    for j in judgements():
        if (j["app"], j["location"], j["rule"]) not in current:
            stale.append(j)
            continue
        judged[j["rule"]] += 1
        true[j["rule"]] += j["verdict"] == "true"
    rules = sorted(set(totals) | set(judged))
    if args.markdown:
        print("| rule | findings | judged | true | precision |")
        print("|---|---:|---:|---:|---:|")
    for rule in rules:
        precision = f"{100 * true[rule] / judged[rule]:.0f} %" if judged[rule] else "–"
        if args.markdown:
            print(f"| `{rule}` | {totals[rule]} | {judged[rule]} | {true[rule]} | {precision} |")
        else:
            print(f"{rule:28} findings {totals[rule]:5}  judged {judged[rule]:3}  "
                  f"true {true[rule]:3}  precision {precision}")
    all_true, all_judged = sum(true.values()), sum(judged.values())
    if all_judged:
        print(f"\nall rules: {all_true}/{all_judged} = {100 * all_true / all_judged:.0f} %")
    if stale:
        print(f"\n{len(stale)} judgements match no current finding (fixed, moved or no longer "
              "reported):", file=sys.stderr)
        for j in stale:
            print(f"  {j['app']} {j['location']} {j['rule']} ({j['verdict']})", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("checkout", "run", "sample", "score"):
        command = commands.add_parser(name)
        command.add_argument("--out", default=DEFAULT_OUT)
        if name != "score":
            command.add_argument("--corpus-dir", required=True)
        if name == "checkout":
            command.add_argument("--mirrors", help="folder of OWNER+NAME/repo bare git mirrors")
        if name == "run":
            command.add_argument("--binary", help="a built flowline (default: build release)")
            command.add_argument("--skip-missing", action="store_true",
                                 help="lint the apps present under --corpus-dir, skip the rest")
        if name == "sample":
            command.add_argument("--per-rule", type=int, default=12)
            command.add_argument("--context", type=int, default=6)
            command.add_argument("--seed", default="flowline")
            command.add_argument("--rule")
            command.add_argument("--per-app", type=int, default=None,
                                 help="at most this many findings of a rule from one app")
            command.add_argument("--apps", help="only these apps (comma-separated names)")
            command.add_argument("--new", type=int,
                                 help="sample this many unjudged findings per rule, however "
                                      "many are judged already (to extend the corpus)")
        if name == "score":
            command.add_argument("--markdown", action="store_true")
    parser.add_argument("--corpus", default=CORPUS,
                        help="the list of apps (default: Evaluation/corpus.tsv)")
    args = parser.parse_args()
    CORPUS_PATH[0] = args.corpus
    {"checkout": checkout, "run": run, "sample": sample, "score": score}[args.command](args)


if __name__ == "__main__":
    main()
