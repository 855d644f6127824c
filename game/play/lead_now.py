"""No Peek's lead taken said now ("ACES BEAT SEVENS", and whose rows it is about), as a presenter is
given the host's stream: the lead taken the host published just before the round_start it opens
(game.telling.hints.LeadTaken, game.play.fact_stream.publish_event), the very fact the TV's director
says with that round. The phones' state (game.party.phones) and the guided hand's words
(game.screens.scenes.guided_table) read it; both worked it out again from the pot's events
(hints.lead_taken), a second rule beside the host's.

As the TV's centre, it is said from its round's start until the next card is turned, and a round
that no row's lead opened says none."""

from __future__ import annotations

from dataclasses import dataclass

from engine.events import HandStart, RoundStart, Turn
from game.play.host_facts import Fact
from game.telling.hints import LeadTaken


@dataclass
class LeadNow:
    taken: LeadTaken | None = None  # said now
    pending: LeadTaken | None = None  # published, its round_start to come

    def take(self, fact: Fact) -> None:
        """Follow `fact`, the next one the presenter is given."""
        if isinstance(fact, LeadTaken):
            self.pending = fact
        elif isinstance(fact, RoundStart):
            self.taken, self.pending = self.pending, None
        elif isinstance(fact, (HandStart, Turn)):
            self.taken = None
