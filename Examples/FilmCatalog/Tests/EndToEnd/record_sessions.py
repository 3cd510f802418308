#!/usr/bin/env python3
"""Records the two sessions that `RecordedSessionTests` replays, by driving the real binary in a
pseudo-terminal with `--record`, as a user would type them.

Usage: record_sessions.py PATH_TO_FILM_CATALOG_BINARY OUTPUT_DIRECTORY

Run it when a change to what the screens show makes the committed recordings stale (the replay
then fails naming the step and the screen), and commit the new files:

  swift build --product film-catalog
  Tests/EndToEnd/record_sessions.py .build/debug/film-catalog Tests/FilmCatalogCoreTests/Recordings

Waiting is always for output, never a sleep, except the pauses a user makes between keys.
"""

import os
import sqlite3
import sys
import tempfile
import time

import pexpect

TIMEOUT = 60


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    out = os.path.abspath(sys.argv[2])
    work = tempfile.mkdtemp(prefix="film-catalog-record-")
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, "xdg"), TERM="xterm-256color",
               LANG="C.UTF-8", LC_ALL="C.UTF-8")

    def spawn(name):
        database = os.path.join(work, name, "catalog.sqlite")
        recording = os.path.join(out, name + ".jsonl")
        if os.path.exists(recording):
            os.remove(recording)
        child = pexpect.spawn(binary, ["--database", database, "--record", recording], env=env,
                              dimensions=(30, 110), encoding="utf-8", timeout=TIMEOUT)
        return child, database

    def type_slowly(child, text):
        for character in text:
            child.send(character)
            time.sleep(0.08)

    def log_in(child):
        child.expect("Log in to the film catalog")
        type_slowly(child, "demo@example.com")
        child.send("\t")
        type_slowly(child, "flowline")
        child.send("\r")
        child.expect_exact("480 films")

    # Log in, search, favourite a film and add it to the watchlist, look at the watchlist, clear
    # the search, filter the favourites, open a link.
    child, _ = spawn("login-search-favourite-watchlist-filter-link")
    log_in(child)
    child.send("/")
    child.send("lantern")  # as one paste: one search, whatever the machine's speed
    child.expect_exact("· 20 films")
    child.send("\r")
    child.send("\r")
    child.expect_exact("directed by")
    child.send("f")
    child.expect_exact("★")
    child.send("w")
    child.expect_exact("In your watchlist")
    child.send("W")
    child.expect_exact("Watchlist")
    child.send("\x1b")
    child.expect_exact("directed by")
    child.send("\x1b")
    child.expect_exact("· 20 films")
    child.send("/")
    child.send("\x15")  # Ctrl-U: clear the search
    child.expect_exact("480 films")
    child.send("\r")
    child.send("f")
    child.expect_exact("Enter choose")
    child.send("\x1b[B")  # down: Favourites
    child.send("\r")
    child.expect_exact("Favourites")
    child.send("o")
    type_slowly(child, "filmcatalog://film/42")
    child.send("\r")
    child.expect_exact("directed by")
    child.send("\x1b")
    child.expect_exact("Favourites")
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()

    # Log in, then, while another process holds the write lock, favourite a film, add it to the
    # watchlist and delete one: each fails, says so and rolls back. Every save waits for the
    # lock off the main actor, so a replay reproduces them as the user saw them.
    child, database = spawn("favourite-and-delete-under-a-held-lock")
    log_in(child)
    child.send("/")
    child.send("paper")
    child.expect_exact("films")
    child.send("\r")
    child.send("\r")
    child.expect_exact("directed by")
    time.sleep(0.5)  # the navigation save of the film opened, before the lock

    def locked():
        locker = sqlite3.connect(database, isolation_level=None)
        locker.execute("BEGIN EXCLUSIVE")
        return locker

    locker = locked()
    try:
        child.send("f")
        child.expect_exact("Could not save the favourite")
        child.send("w")
        child.expect_exact("Could not save your watchlist")
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    child.send("\x1b")  # dismisses the message
    time.sleep(0.3)
    child.send("\x1b")  # back to the list
    child.expect_exact("Search:")
    time.sleep(0.5)
    locker = locked()
    try:
        child.send("d")
        child.expect_exact("y/n")
        child.send("y")
        child.expect_exact("Could not delete")
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    time.sleep(0.5)
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    print("recorded into", out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
