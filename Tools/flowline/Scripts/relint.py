#!/usr/bin/env python3
"""Relints every evaluated app (the corpus and each held-out round) with a given binary and
compares two runs finding by finding, with the recorded verdicts: the check run after each
rule change (no judged-true finding may be lost; what goes should be the round's judged-false
findings and unjudged ones of the same shape).

The apps' code is never part of this repository. `checkout` exports the Swift files and Xcode
project files of every app whose repository snapshot is present under --mirrors (one `owner+name/repo` bare git
directory each, as the session's fetch tool leaves them) into --apps/<set>/<app>, where <set> is
`corpus` or `rN` for Evaluation/heldout-roundN.tsv.

Usage (from Tools/flowline):
  Scripts/relint.py checkout  [--apps DIR] [--mirrors DIR]
  Scripts/relint.py run BINARY OUT [--apps DIR]
  Scripts/relint.py diff BEFORE_OUT AFTER_OUT
  Scripts/relint.py staletrue OUT       (judged-true findings a run no longer reports)
"""
import sys, os, json, subprocess, collections, glob
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evaluate as ev
EVAL = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Evaluation")
APPS = os.environ.get("FLOWLINE_APPS", "/tmp/flowline-apps")
MIRRORS = os.environ.get("FLOWLINE_MIRRORS", "/work/.mirror")
def sets():
    out = [("corpus", os.path.join(EVAL, "corpus.tsv"))]
    for p in sorted(glob.glob(os.path.join(EVAL, "heldout-round*.tsv")), key=lambda p: int(p.split("round")[1][:-4])):
        n = p.split("round")[1][:-4]
        out.append(("r" + n, p))
    return out
def rows(tsv):
    return [r for r in ev.read_tsv(tsv)]
def checkout():
    for name, tsv in sets():
        for r in rows(tsv):
            app, repo, commit = r[0], r[1], r[2]
            target = os.path.join(APPS, name, app)
            if os.path.isdir(target): continue
            mirror = os.path.join(MIRRORS, repo.replace("/", "+"), "repo")
            if not os.path.isdir(mirror): continue
            ok = subprocess.run(["git", "--git-dir", mirror, "cat-file", "-e", commit + "^{commit}"], capture_output=True).returncode == 0
            if not ok:
                print(f"{name} {app}: commit {commit[:10]} missing in snapshot"); continue
            os.makedirs(target)
            ev.export_swift_files(mirror, commit, target)
            print(f"{name} {app}: ok")
def run(binary, out):
    for name, tsv in sets():
        d = os.path.join(APPS, name)
        if not os.path.isdir(d): continue
        o = os.path.join(out, name); os.makedirs(o, exist_ok=True)
        for r in rows(tsv):
            app = r[0]; folder = os.path.join(d, app)
            if not os.path.isdir(folder): continue
            done = subprocess.run([binary, "lint", ".", "--format", "json", "--fail-on", "never"], cwd=folder, capture_output=True, text=True)
            if done.returncode != 0:
                print(f"FAIL {name} {app}: {done.stderr[:300]}"); continue
            rep = json.loads(done.stdout); rep["app"] = {"name": app, "commit": r[2]}
            json.dump(rep, open(os.path.join(o, app + ".json"), "w"))
def load(out):
    res = set()
    for p in glob.glob(os.path.join(out, "*", "*.json")):
        rep = json.load(open(p)); app = rep["app"]["name"]
        for f in rep["findings"]:
            res.add((app, f"{f['projectPath']}:{f['position']['line']}", f["ruleID"], f.get("message", "")))
    return res
def verdicts():
    return {(j["app"], j["location"], j["rule"]): j for j in ev.judgements()}
def diff(a, b):
    A, B = load(a), load(b); V = verdicts()
    ka = {x[:3]: x[3] for x in A}; kb = {x[:3]: x[3] for x in B}
    for label, keys, src in (("GONE", set(ka) - set(kb), ka), ("NEW", set(kb) - set(ka), kb)):
        for k in sorted(keys, key=lambda k: (k[2], k[0], k[1])):
            v = V.get(k); vs = v["verdict"] if v else "-"
            print(f"{label} {vs:5} {k[2]:28} {k[0]} {k[1]}  | {src[k][:110]}")
    c = collections.Counter((x[2], "gone") for x in set(ka) - set(kb)) + collections.Counter((x[2], "new") for x in set(kb) - set(ka))
    print(dict(c))
def staletrue(out):
    B = {x[:3] for x in load(out)}
    present = set()
    for p in glob.glob(os.path.join(out, "*", "*.json")):
        present.add(json.load(open(p))["app"]["name"])
    for k, j in sorted(verdicts().items()):
        if j["verdict"] == "true" and j["app"] in present and k not in B:
            print("   ", k[0], k[1], k[2])
args = sys.argv[1:]
for flag, name in (("--apps", "APPS"), ("--mirrors", "MIRRORS")):
    if flag in args:
        i = args.index(flag)
        globals()[name] = args[i + 1]
        del args[i:i + 2]
if not args:
    sys.exit(__doc__)
sys.argv = [sys.argv[0]] + args
cmd = sys.argv[1]
if cmd == "checkout": checkout()
elif cmd == "run": run(os.path.abspath(sys.argv[2]), sys.argv[3])
elif cmd == "diff": diff(sys.argv[2], sys.argv[3])
elif cmd == "staletrue": staletrue(sys.argv[2])
