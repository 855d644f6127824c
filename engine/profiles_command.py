"""`python main.py profiles [--check FILE ...]`: list every rule profile, or validate profile files."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.money import mixed
from engine.profile import (
    SHIPPED_DIR,
    ProfileEntry,
    ProfileError,
    discover_profiles,
    load_profile,
    user_profile_dir,
)
from engine.rules import Rules
from engine.safe_files import shown


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="baseball-poker profiles",
        description="List every rule profile (shipped and your own) with its status, or check profile files.",
    )
    parser.add_argument(
        "--check",
        nargs="+",
        metavar="FILE",
        help="validate these profile files (or ids); the exit status is 1 if any is unusable",
    )
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help or a usage error: argparse has printed why
        return int(exc.code or 0)
    if args.check:
        return check(args.check)
    print_listing(discover_profiles())
    return 0


def check(targets: list[str]) -> int:
    """Validate each file; print ok with the resolved rules, or the one error message."""
    failed = 0
    for target in targets:
        try:
            rules = load_profile(Path(target) if _is_file(target) else target)
        except ProfileError as exc:
            print(f"error: {exc}", file=sys.stderr)
            failed += 1
        else:
            print(f"{shown(target)}: ok: {rules.name}: {outline(rules)}")
    return 1 if failed else 0


def _is_file(target: str) -> bool:
    try:
        return Path(target).is_file()
    except OSError:  # a name too long to look up: load_profile says so
        return False


def outline(rules: Rules) -> str:
    """The resolved rules in one line, so an author can see what inheritance produced."""
    betting = rules.betting
    deal = (
        f"No Peek, {rules.cards} cards each"
        if rules.flow == "no_peek"
        else f"stud, {len(rules.streets)} streets"
    )
    wild = " ".join(sorted(rules.wild_ranks, key="23456789TJQKA".index)) or "none"
    costs = ", ".join(
        f"{rank} {cost.kind if cost.kind != 'pay' else 'pays ' + mixed(cost.amount)}"
        for rank, cost in rules.wild_costs
    )
    four = rules.fours.face_up if rules.fours.face_up != "pay" else f"pay {mixed(rules.fours.face_up_cost)}"
    opener = (
        f"bring-in {mixed(betting.bring_in)}" if betting.first_round == "bring_in" else "best showing opens"
    )
    parts = [
        deal,
        f"{rules.min_players}-{rules.max_players} players",
        f"wild {wild}" + (f" ({costs})" if costs else ""),
        f"exposed four: {four}"
        + (f", bonus card {rules.fours.bonus_card}" if rules.fours.face_up != "none" else ""),
        "hidden four may be revealed" if rules.fours.face_down == "reveal" else "",
        "naturals beat wilds" if rules.natural_beats_wild else "",
        f"ante {mixed(betting.ante)}, bet {mixed(betting.bet)}, raise {mixed(betting.raise_)} x{betting.max_raises}",
        opener,
        f"{rules.pots} pots",
    ]
    return "; ".join(part for part in parts if part)


def print_listing(entries: list[ProfileEntry]) -> None:
    rows = [
        (e.id, e.name, "ok" if e.ok else "error", e.source + (" (overrides shipped)" if e.overrides else ""))
        for e in entries
    ]
    header = ("ID", "NAME", "STATUS", "SOURCE")
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(3)]

    def line(row: tuple[str, ...]) -> str:
        return "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=False)) + "  " + row[3]

    print(line(header))
    for row, entry in zip(rows, entries, strict=True):
        print(line(row))
        detail = entry.description if entry.ok else entry.error
        if detail:
            print(f"    {detail}")
    user_dir = user_profile_dir()
    note = "" if user_dir.is_dir() else " (does not exist yet: create it to add your own)"
    usable = sum(e.ok for e in entries)
    print(f"\n{len(entries)} profiles, {usable} usable, {len(entries) - usable} with errors.")
    print(f"Shipped profiles: {SHIPPED_DIR}")
    print(f"Your profiles:    {user_dir}{note}")
    print(
        "A file there named like a shipped one (baseball.yaml) overrides it; `extends: baseball` starts from it."
    )
    print(f"Editor schema:    {SHIPPED_DIR / 'profile.schema.json'}")
