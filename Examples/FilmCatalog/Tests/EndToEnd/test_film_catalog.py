#!/usr/bin/env python3
"""End-to-end test of the real `film-catalog` binary in a pseudo-terminal, with pexpect.

Drives login -> search -> open a film -> add it to the watchlist -> quit -> relaunch, and checks
that the watchlist and the last screen are restored; then Ctrl-C, SIGINT, deep links at launch,
corrupt saved navigation, a failing repository and a tiny, resized terminal. Every run uses a
temporary --database (and a temporary XDG_DATA_HOME, so nothing touches the user's files).

Usage: test_film_catalog.py PATH_TO_FILM_CATALOG_BINARY
Prints one line per check, then "N passed, N failed"; exits non-zero when a check failed.
Waiting is always for output (generous timeouts, since this is a real process), never a sleep.
"""

import base64
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sqlite3
import sys
import tempfile
import time
import unicodedata

import pexpect

TIMEOUT = 60  # seconds: a debug build on a loaded machine can be slow to start
LEAVE_ALTERNATE_SCREEN = "\x1b[?1049l"
SHOW_CURSOR = "\x1b[?25h"


def password_hash(secret):
    """An account's stored password as the app writes it: scrypt, N=2^14, r=8, p=1, made here
    with Python's own scrypt, so the format is checked against a second implementation."""
    salt = os.urandom(16)
    digest = hashlib.scrypt(secret.encode(), salt=salt, n=16384, r=8, p=1, maxmem=64 << 20,
                            dklen=32)
    return "$".join(["scrypt", "16384", "8", "1", base64.b64encode(salt).decode(),
                     base64.b64encode(digest).decode()])


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def run(self, name, scenario):
        """Runs a scenario: a generator that yields the name of each check once it passed."""
        done = []
        try:
            for check in scenario():
                done.append(check)
                self.passed += 1
                print(f"ok   {name}: {check}", flush=True)
        except Exception as error:  # a timeout, EOF or a failed assertion
            self.failed += 1
            detail = str(error).splitlines()[0] if str(error) else type(error).__name__
            print(f"FAIL {name}: after {len(done)} checks: {type(error).__name__}: {detail}",
                  flush=True)


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="film-catalog-e2e-")
    database = os.path.join(work, "db", "catalog.sqlite")
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, "xdg"), TERM="xterm-256color",
               LANG="C.UTF-8", LC_ALL="C.UTF-8")

    children = []

    def launch(*arguments, dimensions=(30, 110)):
        child = pexpect.spawn(binary, ["--database", database, *arguments], env=env,
                              dimensions=dimensions, encoding="utf-8", timeout=TIMEOUT)
        children.append(child)
        return child

    def query(sql, *parameters):
        with sqlite3.connect(database) as connection:
            return connection.execute(sql, parameters).fetchall()

    def launch_on(path, *arguments):
        """The app on a database of the scenario's own."""
        child = pexpect.spawn(binary, ["--database", path, *arguments], env=env,
                              dimensions=(30, 110), encoding="utf-8", timeout=TIMEOUT)
        children.append(child)
        return child

    def query_on(path, sql, *parameters):
        with sqlite3.connect(path) as connection:
            return connection.execute(sql, parameters).fetchall()

    def log_in(child, films="480 films"):
        child.expect("Log in to the film catalog")
        child.send("demo@example.com\tflowline\r")
        child.expect_exact(films)

    def expect_exit(child, status=None, signal_status=None):
        child.expect(pexpect.EOF)
        output = child.before
        child.close()
        assert LEAVE_ALTERNATE_SCREEN in output, "the terminal was not restored"
        assert SHOW_CURSOR in output, "the cursor was not shown again"
        if status is not None:
            assert child.exitstatus == status, f"exit status {child.exitstatus}, not {status}"
        if signal_status is not None:
            assert child.signalstatus == signal_status, f"signal {child.signalstatus}"

    state = {}

    def first_session():
        child = launch()
        child.expect("Log in to the film catalog")
        assert os.path.exists(database)
        yield "a first launch creates and seeds the database, then shows the login screen"
        assert query("SELECT COUNT(*) FROM film") == [(480,)]
        yield "the catalog is seeded with 480 films"

        child.send("demo@example.com\twrong\r")
        child.expect_exact("Could not log in.")
        yield "wrong credentials show exactly “Could not log in.”"

        child.send("\x15flowline\r")  # Ctrl-U clears the password field
        child.expect_exact("480 films")
        yield "the right credentials open the film list"

        ((title, director),) = query("SELECT title, director FROM film WHERE id = 42")
        state["title"], state["director"] = title, director
        like = f"%{title}%"
        ((count,),) = query(
            "SELECT COUNT(*) FROM film WHERE title LIKE ? OR director LIKE ?", like, like)
        child.send("/" + title)
        child.expect(re.escape(f"· {count} film{'s' if count != 1 else ''}") + r"(?![a-z])")
        yield f"searching for “{title}” finds {count} film(s) after the debounce"

        rank = [row[0] for row in query(
            "SELECT id FROM film WHERE title LIKE ? OR director LIKE ? ORDER BY title, id",
            like, like)].index(42)
        child.send("\r" + "\x1b[B" * rank + "\r")
        child.expect_exact(f"directed by {director}")
        child.expect_exact(f"Films › {title}")
        yield "Enter opens the film's detail"

        child.send("w")
        child.expect_exact("✓ In your watchlist (1 film)")
        assert query("SELECT filmId FROM watchlistEntry") == [(42,)]
        yield "w adds it to the watchlist, saved in the database when shown"

        child.send("q")
        expect_exit(child, status=0)
        yield "q quits and restores the terminal"

    def relaunch():
        child = launch()
        child.expect_exact(f"directed by {state['director']}")
        child.expect_exact("✓ In your watchlist (1 film)")
        yield "a relaunch restores the last screen and the watchlist, without logging in again"

        child.send("W")
        child.expect_exact("Your watchlist · 1 film")
        child.expect_exact(state["title"])
        yield "the watchlist screen lists the film"

        child.send("\x03")
        expect_exit(child, status=0)
        yield "Ctrl-C quits cleanly and restores the terminal"

    def deep_link_and_signal():
        ((title,),) = query("SELECT title FROM film WHERE id = 7")
        child = launch("--open", "filmcatalog://film/7")
        child.expect_exact(f"Films › {title}")
        yield "--open filmcatalog://film/7 opens that film"

        child.send("ofilmcatalog://nowhere\r")
        child.expect_exact("No screen for filmcatalog://nowhere.")
        yield "an unknown link says why and leaves the screen as it was"

        child.kill(signal.SIGINT)
        expect_exit(child, status=128 + signal.SIGINT)
        yield "SIGINT restores the terminal before exiting"

    def corrupt_navigation():
        with sqlite3.connect(database) as connection:
            connection.execute("UPDATE navigationState SET data = ? WHERE id = 1",
                               (b"\x00not json",))
        child = launch()
        child.expect_exact("could not be restored")
        child.expect_exact("480 films")
        assert query("SELECT COUNT(*) FROM unreadableNavigationState") == [(1,)]
        yield "corrupt saved navigation falls back to the list and keeps the bytes"
        child.send("q")
        expect_exit(child, status=0)

    def failing_repository():
        child = launch("--fail-rate", "1")
        child.expect_exact("Could not load the films: simulated failure (fail rate 100%)")
        child.expect_exact("(r to retry)")
        yield "--fail-rate 1 shows the load error with a retry"
        child.send("q")
        expect_exit(child, status=0)

    def tiny_terminal():
        child = launch(dimensions=(5, 20))
        child.expect_exact("The terminal is too")
        yield "a 20×5 terminal shows a notice instead of crashing"
        child.setwinsize(30, 110)
        child.expect_exact("480 films")
        yield "growing the window (SIGWINCH) redraws the screen"
        child.send("q")
        expect_exit(child, status=0)

    def resize_at_launch():
        child = launch(dimensions=(5, 20))
        child.setwinsize(30, 110)  # at once: possibly before the app listens for SIGWINCH
        child.expect_exact("480 films")
        yield "a resize right at launch is not lost (the size is read again every second)"
        child.send("q")
        expect_exit(child, status=0)

    # --- Promises: nothing shown as saved is lost, no secret is shown ---------------------

    def favourite_saved_after_leaving():
        ((before,),) = query("SELECT isFavourite FROM film WHERE id = 9")
        child = launch("--latency", "1500", "--open", "filmcatalog://film/9")
        child.expect_exact("[f] ")
        child.expect_exact("Not a favourite" if not before else "★ Favourite")
        child.send("f\x1b")  # favourite, then back at once, in one read
        child.send("q")
        child.expect_exact("Finishing: Marking")
        yield "quitting waits for the save, and says so"
        expect_exit(child, status=0)
        assert query("SELECT isFavourite FROM film WHERE id = 9") == [(0 if before else 1,)]
        yield "a favourite in flight is saved even though the screen was left and the app quit"

    def favourite_then_back_shows_on_list():
        """`f` then Esc at once: the list shows the favourite pending, then the star."""
        ((film_id, title),) = query(
            "SELECT id, title FROM film WHERE isFavourite = 0 ORDER BY id LIMIT 1 OFFSET 30")
        child = launch("--latency", "800", "--open", "filmcatalog://films")
        child.expect_exact("↑↓ move")
        child.send("/" + title + "\r")
        child.expect_exact(title)
        child.send(f"ofilmcatalog://film/{film_id}\r")
        child.expect_exact("directed by")
        child.expect_exact("Not a favourite")
        child.send("f\x1b")  # favourite, then back at once, in one read
        child.expect_exact("↑↓ move")  # back on the list, the save still running
        child.expect_exact(f"★ {title}")
        assert query("SELECT isFavourite FROM film WHERE id = ?", film_id) == [(1,)]
        yield "f then Esc at once: the list shows the star once the favourite is saved"
        child.send("q")
        expect_exit(child, status=0)

    def window_closed_during_slow_write():
        """The window closes 0.2 s after a delete: SIGHUP, end of input, SIGHUP again."""
        fresh = os.path.join(work, "hangup", "catalog.sqlite")

        def spawn(*arguments):
            return launch_on(fresh, *arguments)

        def fresh_query(sql, *parameters):
            return query_on(fresh, sql, *parameters)

        child = spawn()
        log_in(child)
        child.send("q")
        expect_exit(child, status=0)
        ((title,),) = fresh_query("SELECT title FROM film WHERE id = 12")
        child = spawn("--latency", "1500")
        child.expect_exact("↑↓ move")
        child.send("/" + title + "\r")
        child.expect_exact(title)
        # Delete the film once the search (its debounce, its 1.5 s load) has put it under the
        # cursor: the question names the film, so another one is never deleted by mistake, and
        # a `d` while nothing is listed yet asks nothing, so it is pressed again.
        for _ in range(TIMEOUT * 4):
            child.send("d")
            asked = child.expect([re.escape(f"Delete “{title}” from the catalog? y/n"),
                                  r"from the catalog\? y/n", pexpect.TIMEOUT], timeout=1)
            if asked == 0:
                break
            if asked == 1:
                child.send("n")
        child.send("y")
        child.expect_exact("Deleting…")
        time.sleep(0.2)
        child.kill(signal.SIGHUP)
        os.close(child.child_fd)  # the terminal is gone: end of input, writes fail
        child.child_fd = -1
        os.kill(child.pid, signal.SIGHUP)
        _, status = os.waitpid(child.pid, 0)
        children.remove(child)  # reaped here: the final clean-up must not wait for it again
        assert os.WIFEXITED(status), status
        # Whichever came first, the hang-up or the end of input: not 75, "quit before it finished".
        assert os.WEXITSTATUS(status) in (0, 128 + signal.SIGHUP), os.WEXITSTATUS(status)
        assert fresh_query("SELECT COUNT(*) FROM film WHERE id = 12") == [(0,)]
        yield "closing the window waits for the delete the screen showed pending: it is on disk"
        child = spawn()
        child.expect_exact("Film Catalog › Films")
        child.send("q")
        expect_exit(child, status=0)
        yield "the next launch starts normally"

    def data_directory_removed():
        """The data directory is removed while the app runs: the app says so, and the quit too."""
        folder = os.path.join(work, "removed")
        fresh = os.path.join(folder, "catalog.sqlite")
        child = launch_on(fresh)
        log_in(child)
        shutil.rmtree(folder)
        child.expect_exact("database file was removed or replaced")
        yield "removing the data directory under the running app is said on screen"
        child.send("q")
        child.expect(pexpect.EOF)
        output = child.before
        child.close()
        assert child.exitstatus == 75, child.exitstatus
        assert "what you change now is not saved" in output, output[-300:]
        yield "and on quitting, with an exit status that says not everything was kept (75)"

    def sigkill_during_slow_write():
        ((before,),) = query("SELECT isFavourite FROM film WHERE id = 10")
        child = launch("--latency", "3000", "--open", "filmcatalog://film/10")
        child.expect_exact("[f] ")
        child.send("f")
        child.expect_exact("Saving")
        child.kill(signal.SIGKILL)
        child.expect(pexpect.EOF)
        child.close()
        assert query("PRAGMA integrity_check") == [("ok",)]
        ((after,),) = query("SELECT isFavourite FROM film WHERE id = 10")
        assert after in (0, 1), after
        child = launch()
        child.expect_exact("Films › ")
        child.send("q")
        expect_exit(child, status=0)
        yield "SIGKILL during a slow write leaves a consistent database that opens again"

    def locked_database():
        child = launch("--open", "filmcatalog://film/11")
        child.expect_exact("+ Add to watchlist")
        locker = sqlite3.connect(database, isolation_level=None)
        locker.execute("BEGIN EXCLUSIVE")
        try:
            started = time.monotonic()
            child.send("w")
            child.expect_exact("Saving your watchlist")
            pending = (time.monotonic() - started) * 1000
            yield f"under a held lock the change shows pending at once ({pending:.0f} ms)"
            started = time.monotonic()
            child.send("W")
            child.expect_exact("Your watchlist")
            opened = (time.monotonic() - started) * 1000
            # A save on the main actor would hold every key for the busy timeout (3 s).
            assert opened < 1000, f"opening the watchlist took {opened:.0f} ms under the lock"
            yield f"and keys go on being handled: the watchlist screen opened in {opened:.0f} ms"
            child.send("\x1b")  # back to the film
            child.expect_exact("Could not save your watchlist")
            yield "adding to the watchlist of a locked database says it could not be saved"
            assert query("SELECT COUNT(*) FROM watchlistEntry WHERE filmId = 11") == [(0,)]
            child.expect_exact("+ Add to watchlist")
            yield "and does not show the film as in the watchlist"
        finally:
            locker.execute("ROLLBACK")
            locker.close()
        child.send("\x1bw")  # dismiss the error, then try again
        child.expect_exact("✓ In your watchlist")
        assert query("SELECT COUNT(*) FROM watchlistEntry WHERE filmId = 11") == [(1,)]
        yield "once the lock is gone, the same key saves it"
        child.send("w")
        child.expect_exact("+ Add to watchlist")
        child.send("q")
        expect_exit(child, status=0)

    def two_copies():
        first = launch("--open", "filmcatalog://film/12")
        second = launch("--open", "filmcatalog://film/13")
        first.expect_exact("+ Add to watchlist")
        second.expect_exact("+ Add to watchlist")
        yield "two copies of the app open the same database at once"
        ((title12,),) = query("SELECT title FROM film WHERE id = 12")
        ((title13,),) = query("SELECT title FROM film WHERE id = 13")
        first.send("w")
        first.expect_exact("✓ In your watchlist")
        second.send("w")
        second.expect_exact("✓ In your watchlist")
        ids = sorted(row[0] for row in query("SELECT filmId FROM watchlistEntry"))
        assert 12 in ids and 13 in ids, ids
        yield "each copy's watchlist entry is saved; neither erases the other's"
        for child in (first, second):
            child.send("W")
            child.expect_exact(title12)
            child.expect_exact(title13)
        yield "both copies show both entries (each reads the other's change)"
        for child in (first, second):
            child.send("q")
            expect_exit(child, status=0)
        with sqlite3.connect(database) as connection:
            connection.execute("DELETE FROM watchlistEntry WHERE filmId IN (12, 13)")
            # The scenarios after this one start on the film list, not where these copies left.
            connection.execute("DELETE FROM navigationState")

    def password_never_shown():
        fresh = os.path.join(work, "fresh", "catalog.sqlite")
        secret = "Qx9-never-shown-7f3"
        child = pexpect.spawn(binary, ["--database", fresh], env=env, dimensions=(30, 110),
                              encoding="utf-8", timeout=TIMEOUT)
        children.append(child)
        transcript = []
        child.logfile_read = type("Log", (), {"write": lambda _, text: transcript.append(text),
                                              "flush": lambda _: None})()
        child.expect("Log in to the film catalog")
        with sqlite3.connect(fresh) as connection:
            connection.execute("INSERT INTO account (email, passwordHash) VALUES (?, ?)",
                               ("e2e@example.com", password_hash(secret)))
        child.send("e2e@example.com\t" + secret[:-1] + "\r")
        child.expect_exact("Could not log in.")
        child.send("\x15" + secret + "\r")
        child.expect_exact("480 films")
        child.send("q")
        expect_exit(child, status=0)
        shown = "".join(transcript)
        assert "e2e@example.com" in shown, "the transcript was not captured"
        assert secret not in shown and secret[:-1] not in shown, "the password was on screen"
        yield "the password typed, wrong then right, never appears in anything the app printed"
        with sqlite3.connect(fresh) as connection:
            rows = connection.execute(
                "SELECT name FROM analyticsEvent UNION ALL SELECT data FROM navigationState"
            ).fetchall()
        assert not any(secret in str(row) for row in rows)
        yield "nor in what the app saved besides the account itself"
        for name in os.listdir(os.path.dirname(fresh)):
            with open(os.path.join(os.path.dirname(fresh), name), "rb") as file:
                content = file.read()
            assert b"flowline" not in content or name.endswith(".unfinished"), name
            assert secret.encode() not in content, name
        with sqlite3.connect(fresh) as connection:
            stored = [row[0] for row in connection.execute("SELECT passwordHash FROM account")]
        assert stored and all(value.startswith("scrypt$16384$8$1$") for value in stored), stored
        yield "passwords are kept as salted scrypt hashes: no database file holds one in clear"
    def recorded_session():
        fresh = os.path.join(work, "recorded", "catalog.sqlite")
        recording = os.path.join(work, "recorded", "session.jsonl")
        secret = "Rc7-never-recorded-2q"
        child = pexpect.spawn(binary, ["--database", fresh, "--record", recording], env=env,
                              dimensions=(30, 110), encoding="utf-8", timeout=TIMEOUT)
        children.append(child)
        child.expect("Log in to the film catalog")
        with sqlite3.connect(fresh) as connection:
            connection.execute("INSERT INTO account (email, passwordHash) VALUES (?, ?)",
                               ("rec@example.com", password_hash(secret)))
        child.send("rec@example.com\t" + secret + "\r")
        child.expect_exact("480 films")
        child.send("/lantern")
        child.expect_exact("· 20 films")
        child.send("\r\r")
        child.expect_exact("directed by")
        child.send("q")
        expect_exit(child, status=0)
        assert os.stat(recording).st_mode & 0o777 == 0o600, oct(os.stat(recording).st_mode)
        yield "--record writes the session to a file only its owner can read"
        with open(recording, encoding="utf-8") as file:
            lines = [json.loads(line) for line in file]
        assert lines[0]["format"] == "flowline-session" and lines[0]["version"] == 1, lines[0]
        assert any(line.get("input") == "start" for line in lines)
        assert any(line.get("event") == {"queryChanged": {"_0": "lantern"}} for line in lines)
        assert any(str(line.get("answer", "")).startswith("films(") for line in lines)
        assert lines[-1].get("end") is True, lines[-1]
        yield "the recording holds the launch, the keys as view events, the answers and the end"
        with open(recording, encoding="utf-8") as file:
            text = file.read()
        assert secret not in text and secret[:-1] not in text, "the password was recorded"
        assert '"redacted":true' in text
        yield "the password typed is recorded redacted, never in clear"

        child = pexpect.spawn(binary, ["--database", fresh, "--record", recording], env=env,
                              dimensions=(30, 110), encoding="utf-8", timeout=TIMEOUT)
        children.append(child)
        child.expect_exact("directed by")  # the film the first session left open
        child.send("\x1b")
        child.expect_exact("· 20 films")
        child.send("\x1b")
        child.expect_exact("480 films")
        child.kill(signal.SIGKILL)
        child.close()
        with open(recording, encoding="utf-8") as file:
            lines = [json.loads(line) for line in file]
        assert lines[0]["format"] == "flowline-session"
        assert any(line.get("input") == "start" for line in lines)
        yield "kill -9 leaves a recording whose every line reads: the steps it took"

    # ---- Terminal front end promises (issue 10, items 4, 6 and 7) --------------------------
    # Kept in one block, after the scenarios above: each logs in on the same database.

    def tiny_terminal_ignores_keys():
        ((before,),) = query("SELECT COUNT(*) FROM film")
        child = launch(dimensions=(5, 20))
        child.expect_exact("The terminal is too")
        child.send("d")
        child.send("y")
        child.send("\r")
        child.setwinsize(30, 110)
        child.expect_exact(f"{before} films")
        assert query("SELECT COUNT(*) FROM film") == [(before,)], "a key acted behind the notice"
        yield "at 20×5, d and y delete nothing behind the “too small” notice"
        child.setwinsize(3, 12)
        child.expect_exact("Too small")
        yield "at 12×3 the notice is reworded to fit"
        child.send("q")
        expect_exit(child, status=0)

    def delete_asks_for_confirmation():
        child = launch("--open", "filmcatalog://films")
        child.expect_exact("All films · ")
        ((count,),) = query("SELECT COUNT(*) FROM film")
        ((first_id, first_title),) = query(
            "SELECT id, title FROM film ORDER BY title, id LIMIT 1")
        child.expect_exact(f"{count} films")
        child.send("d")
        child.expect_exact(f"Delete “{first_title}” from the catalog? y/n")
        child.send("n")
        child.expect_exact("Cancelled: nothing was changed.")
        assert query("SELECT COUNT(*) FROM film") == [(count,)]
        yield "d asks before deleting, and n keeps the film"
        child.send("d")
        child.expect_exact("? y/n")
        child.send("y")
        child.expect_exact(f"{count - 1} films")  # at once, before the database answers
        child.expect_exact(f"Deleted “{first_title}”.")
        assert query("SELECT COUNT(*) FROM film WHERE id = ?", first_id) == [(0,)]
        yield "y deletes it and the status line says so"
        child.send("q")
        expect_exit(child, status=0)

    def deleted_film_leaves_watchlist():
        ((film_id, title),) = query("SELECT id, title FROM film ORDER BY title, id LIMIT 1")
        child = launch("--open", f"filmcatalog://film/{film_id}")
        child.expect_exact(f"Films › {title}")
        child.send("w")
        child.expect_exact("✓ In your watchlist")
        child.send("\x1b")
        child.expect(r"All films · \d+ films")
        child.send("d")
        child.expect_exact("? y/n")
        child.send("y")
        child.expect_exact(f"Deleted “{title}”.")
        assert query("SELECT COUNT(*) FROM watchlistEntry WHERE filmId = ?", film_id) == [(0,)]
        yield "a deleted film leaves the watchlist"
        child.send(f"ofilmcatalog://film/{film_id}\r")
        child.expect_exact(f"There is no film {film_id} in the catalog.")
        child.expect_exact("(Esc to go back)")
        child.send("\x1b")
        child.expect_exact("Search:")
        yield "a missing film offers no retry, and the first Esc goes back"
        child.send("q")
        expect_exit(child, status=0)

    def non_ascii_search_and_restoration():
        like = "%Valparaíso%"
        ((count,),) = query("SELECT COUNT(*) FROM film WHERE title LIKE ? OR director LIKE ?",
                            like, like)
        assert count > 0
        child = launch("--open", "filmcatalog://films")
        child.expect_exact("All films · ")
        child.send("/\x15VALPARAÍSO")
        child.expect(re.escape(f"All films · {count} film{'s' if count != 1 else ''}")
                     + r"(?![a-z])")
        yield f"“VALPARAÍSO” finds the {count} “Valparaíso” films"
        child.send("\r")
        child.send("f")
        child.expect_exact("┌ Filter")
        child.send("\x1b[B\x1b[B\r")  # All, Favourites, Drama
        child.expect_exact("Drama · ")
        child.send("q")
        expect_exit(child, status=0)
        child = launch()
        child.expect_exact("Search: VALPARAÍSO")
        child.expect_exact("Drama · ")
        yield "a relaunch restores the search text and the filter"
        child.send("q")
        expect_exit(child, status=0)

    def columns(text):
        """Terminal columns of text: East Asian wide and emoji 2, combining marks 0."""
        width = 0
        for character in text:
            if unicodedata.combining(character) or character in "\u200b\u200d\ufe0f":
                continue
            wide = unicodedata.east_asian_width(character) in ("W", "F")
            width += 2 if wide else 1
        return width

    def emoji_width():
        child = launch("--open", "filmcatalog://films", dimensions=(24, 80))
        child.expect_exact("All films · ")
        child.send("/" + "🎬" * 12)
        child.expect_exact("No films match")
        child.send("\r")
        child.send("q")
        child.expect(pexpect.EOF)
        drawn = child.before
        child.close()
        rows = re.findall(r"\x1b\[\d+;1H(?:\x1b\[[0-9;]*m)?([^\x1b]*)", drawn)
        search_rows = [row for row in rows if "Search: 🎬" in row]
        assert search_rows, "the search row was not drawn"
        widest = max(columns(row) for row in rows)
        assert widest <= 80, f"a row is {widest} columns wide in an 80-column terminal"
        yield "wide emoji in the search never push a row past the terminal's width"

    def big_paste_is_responsive():
        child = launch("--open", "filmcatalog://films")
        child.expect_exact("All films · ")
        start = time.monotonic()
        child.send("/" + "x" * 2000)
        child.expect_exact("The search is limited to 100 characters.")
        child.expect_exact("No films match")
        elapsed = time.monotonic() - start
        assert elapsed < 2.0, f"the paste took {elapsed:.1f} s to show"
        yield f"a 2,000-character paste is cut to 100 with a message, shown in {elapsed:.2f} s"
        ((count,),) = query("SELECT COUNT(*) FROM film")
        child.send("\x15\r")  # Ctrl-U clears the search: the next launch starts unfiltered
        child.expect_exact(f"All films · {count} films")
        child.send("q")
        expect_exit(child, status=0)

    def large_catalog():
        """20,480 films: the list is a window, and its promises hold far down the list."""
        large = os.path.join(work, "large", "catalog.sqlite")
        generated = subprocess.run([binary, "--database", large, "--generate-films", "20000"],
                                   env=env, capture_output=True, text=True, timeout=TIMEOUT * 4)
        assert generated.returncode == 0, generated.stderr
        assert "added 20000 generated films" in generated.stdout, generated.stdout
        yield "--generate-films adds the films and exits"

        def spawn_large():
            return launch_on(large)

        def large_query(sql, *parameters):
            return query_on(large, sql, *parameters)

        child = spawn_large()
        log_in(child, "20480 films")
        yield "the list counts every film, having loaded a window of them"
        (last_id, last_title), (before_id, before_title) = large_query(
            "SELECT id, title FROM film ORDER BY title DESC, id DESC LIMIT 2")
        child.send("G")  # the end of the list, 20,000 rows down
        child.expect_exact(last_title)
        yield "the end of the list shows its last film once its window loads"
        child.send("d")
        child.expect_exact("y/n")
        child.send("y")
        child.expect_exact(f"Deleted “{last_title}”")
        assert large_query("SELECT COUNT(*) FROM film WHERE id = ?", last_id) == [(0,)]
        yield "a film deleted at the end of the window is gone on disk"
        child.send("\r")  # the cursor is on the film that is now last
        child.expect_exact("directed by")
        child.send("f")
        child.expect_exact("★")
        child.send("\x1b")
        child.expect_exact("↑↓ move")  # back on the list
        child.send("q")
        expect_exit(child, status=0)
        assert large_query("SELECT isFavourite FROM film WHERE id = ?", before_id) == [(1,)]
        yield "a favourite 20,000 rows down is saved"

        child = spawn_large()
        child.expect_exact("20479 films")  # a fresh screen: the count after the delete
        child.expect_exact(before_title)  # and the list where it was
        yield "a relaunch counts the delete and restores the list at its scrolled position"
        child.send("q")
        expect_exit(child, status=0)

    def front_end_promises(checks):
        checks.run("tiny terminal ignores keys", tiny_terminal_ignores_keys)
        checks.run("delete asks for confirmation", delete_asks_for_confirmation)
        checks.run("deleted film leaves the watchlist", deleted_film_leaves_watchlist)
        checks.run("emoji width", emoji_width)
        checks.run("big paste responsive", big_paste_is_responsive)
        # Last: it leaves a search and a filter that the next launch restores.
        checks.run("non-ASCII search and restoration", non_ascii_search_and_restoration)

    checks = Checks()
    try:
        checks.run("first session", first_session)
        checks.run("relaunch", relaunch)
        checks.run("deep link and signal", deep_link_and_signal)
        checks.run("corrupt navigation", corrupt_navigation)
        checks.run("failing repository", failing_repository)
        checks.run("tiny terminal", tiny_terminal)
        checks.run("resize at launch", resize_at_launch)
        checks.run("favourite saved after leaving", favourite_saved_after_leaving)
        checks.run("favourite then back", favourite_then_back_shows_on_list)
        checks.run("window closed during a slow write", window_closed_during_slow_write)
        checks.run("data directory removed", data_directory_removed)
        checks.run("SIGKILL during a slow write", sigkill_during_slow_write)
        checks.run("locked database", locked_database)
        checks.run("two copies on one database", two_copies)
        checks.run("password never shown", password_never_shown)
        checks.run("recorded session", recorded_session)
        checks.run("large catalog", large_catalog)
        front_end_promises(checks)
    finally:
        for child in children:  # a failed scenario may leave its process running
            if child.isalive():
                child.terminate(force=True)
        shutil.rmtree(work, ignore_errors=True)
    print(f"{checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed else 0


if __name__ == "__main__":
    sys.exit(main())
