"""STRIKE THREE!, a No Peek pile turned without beating the lead, said in one place in each form a
screen says it (no pygame): the TV banner's line under the words (by how the player struck out), the
rule on RULES and HOW TO PLAY, the line under the banner on the phones, and the guided hand's page.
Each was written where it was shown, and a newcomer's play-test read three wordings of one rule
("PILE TURNED, LEAD UNBEATEN", "turn your whole pile...", "every card and never beat the lead") as
three rules; each form now says the same two things, the pile turned and the lead not beaten."""

from __future__ import annotations

HEAD = "Strike three"  # how the sentences open: the banner's word (game.telling.hints.STRIKEOUT) said
WITHOUT_A_BEAT = "without beating the lead"  # the rule's heart, in the same words in every sentence

# the TV banner's third line under "CASEY IS OUT" / STRIKE THREE! (game.felt.table_effects), by the
# cause (game.telling.table_moments.strike_cause): 26 letters at the small size, so its short form
# (a newcomer's play-test read "CASEY / STRIKE THREE!" and could not tell whether it was a penalty)
BANNER_HOW = {"out": "PILE TURNED, LEAD UNBEATEN", "wild_cost": "WOULD NOT PAY FOR A WILD"}
# RULES and HOW TO PLAY for every No Peek game (game.telling.rules_words)
RULE = f"{HEAD}: turn your whole pile {WITHOUT_A_BEAT} and you are out of the pot."
# under the banner on every phone (game.party.phone_moments; phone_moment.js says who, "YOU ARE OUT")
PHONE = f"{HEAD}: the whole pile turned {WITHOUT_A_BEAT}; out of this pot."

# the guided hand's page where a player struck out (game.telling.guide_words "out", told once a hand;
# {name} the seat's, {name_is} "Casey is" or "you are"): it had ended "... out of this pot. STRIKE
# THREE!", the word after its meaning, and the banner's STRIKE THREE! not tied to it
GUIDE = f"{HEAD}: {{name}} turned the whole pile {WITHOUT_A_BEAT}, so {{name_is}} out."
