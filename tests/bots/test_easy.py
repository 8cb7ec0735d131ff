"""The easy level: the heuristic with an imperfect judgement, never an absurd move.

Issue 16: the old easy bot played a random legal move half of the time, and bid 54 pesos
on Manila's first auction, which bankrupted it. Easy must play like a weaker person:
near-best options by the heuristic's own scores, bids it can pay, no value thrown away.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence

import pytest

import tradewinds
from tradewinds.arena import TournamentConfig, run_tournament
from tradewinds.bots import Bot, SeatView, bot_seed, make_bot
from tradewinds.bots.heuristic import san_juan as sj_heuristic
from tradewinds.bots.heuristic.judgement import Judgement, Noise
from tradewinds.bots.heuristic.manila import PLACEMENT_RESERVE, easy_bid_cap, harbour_master_value
from tradewinds.bots.levels import EASY_NOISE, EasyBot
from tradewinds.core.actions import Action
from tradewinds.games.manila.actions import K_BID
from tradewinds.games.puerto_rico.actions import K_SELL

GAMES = ["puerto_rico", "san_juan", "manila"]
Scored = list[tuple[float, Action]]


def play(
    game: str,
    players: int,
    seed: int,
    bots: Sequence[Bot],
    before: Callable[[tradewinds.State, int, Action], None] | None = None,
    until: Callable[[tradewinds.State], bool] | None = None,
) -> tradewinds.State:
    """A game between ``bots`` (by seat), calling ``before(state, seat, action)`` before
    each move is applied; stops at the end or when ``until(state)`` holds."""
    state = tradewinds.new_game(game, players, seed=seed)
    while not state.is_over and not (until and until(state)):
        seat = state.current_player
        assert seat is not None
        action = bots[seat].choose(SeatView(state, seat), state.legal_actions())
        if before is not None:
            before(state, seat, action)
        state.apply(action)
    return state


@pytest.mark.parametrize("game", GAMES)
def test_easy_takes_only_near_best_options_and_only_in_matters_of_judgement(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    noise = EASY_NOISE[game]
    judged = importlib.import_module(f"tradewinds.bots.heuristic.{game}").JUDGED
    picks: list[tuple[str, Scored, Action]] = []
    decision = [""]

    bots = [EasyBot(bot_seed(7, seat)) for seat in range(4)]
    for bot in bots:
        judgement = bot.judgement(game)
        pick = judgement.pick

        def recorded(scored: Scored, pick: Callable[[Scored], Action] = pick) -> Action:
            chosen = pick(scored)
            picks.append((decision[0], list(scored), chosen))
            return chosen

        monkeypatch.setattr(judgement, "pick", recorded)

    class Watch:
        """Notes the decision each easy bot is asked about (before it chooses)."""

        def __init__(self, bot: EasyBot) -> None:
            self.bot = bot
            self.name = bot.name

        def choose(self, observation: SeatView, legal: Sequence[Action]) -> Action:
            decision[0] = observation["decision"]
            return self.bot.choose(observation, legal)

    for seed in (1, 2):
        play(game, 4, seed, [Watch(bot) for bot in bots])  # type: ignore[misc]
    assert len(picks) > 50
    off_best = 0
    for name, scored, chosen in picks:
        # Only the decisions its strategy calls matters of judgement are played noisily.
        assert name in judged, name
        top = max(s for s, _ in scored)
        score = next(s for s, a in scored if a is chosen)
        # Never far below the best, never a loss when the best is no loss.
        assert score >= top - noise.tolerance - 1e-6, (name, scored, chosen)
        if top >= 0:
            assert score >= -1e-6, (name, scored, chosen)
        off_best += score < top - 1e-6
    # Imperfect, but mostly the best move: a weaker player, not a random one.
    assert 0.05 * len(picks) < off_best < 0.6 * len(picks)


def test_a_judgement_prefers_better_options_and_never_goes_past_its_tolerance() -> None:
    actions = [Action(i, 0, 0, 0, f"a{i}") for i in range(4)]
    scored = [(5.0, actions[0]), (4.0, actions[1]), (2.5, actions[2]), (-9.0, actions[3])]
    judgement = Judgement(3, Noise(temperature=1.0, tolerance=3.0))
    counts = {a: 0 for a in actions}
    for _ in range(3000):
        counts[judgement.pick(scored)] += 1
    # Softmax at temperature 1 over the options within 3 points: e^5 : e^4 : e^2.5.
    assert counts[actions[0]] > counts[actions[1]] > counts[actions[2]] > 0
    assert counts[actions[3]] == 0
    assert 0.65 < counts[actions[0]] / 3000 < 0.75
    # The same seed picks the same options.
    first, second = (Judgement(5, judgement.noise) for _ in range(2))
    assert [first.pick(scored) for _ in range(30)] == [second.pick(scored) for _ in range(30)]


def manila_first_voyages(observe: Callable[[tradewinds.State, int, Action], None]) -> None:
    """The first voyage of 40 Manila games (3 to 5 players), easy against medium."""
    for seed in range(40):
        players = 3 + seed % 3
        bots = [
            make_bot("easy" if seat % 2 == 0 else "medium", bot_seed(seed, seat))
            for seat in range(players)
        ]
        play("manila", players, seed, bots, observe, until=lambda s: s.voyage > 1)  # type: ignore[attr-defined]


def test_easy_never_bids_beyond_its_cap_for_the_harbour_master() -> None:
    # easy_bid_cap: the heuristic's own value of the post, and the cash beyond the 8
    # pesos kept for the placements, so a bid is never paid with a mortgage.
    bids: list[int] = []

    def observe(state: tradewinds.State, seat: int, action: Action) -> None:
        if seat % 2 or action.kind != K_BID:
            return
        view = SeatView(state, seat)
        cap = easy_bid_cap(view)
        cash = state.cash[seat]  # type: ignore[attr-defined]
        assert cap <= harbour_master_value(view) + 1e-9
        assert cap <= max(0, cash - PLACEMENT_RESERVE)
        assert action.arg <= cap, (action, cap, cash)
        bids.append(action.arg)

    manila_first_voyages(observe)
    assert len(bids) > 40
    assert max(bids) < 30  # every player starts with 30 pesos: never the 54 of issue 16


def test_easy_never_mortgages_in_the_first_voyage() -> None:
    # Its bids, share and placements are paid in cash (the heuristic itself may mortgage
    # a share for a good placement). The payouts at the voyage's end are not its choice.
    seen = [0]

    def observe(state: tradewinds.State, seat: int, action: Action) -> None:
        mortgages = state.mort  # type: ignore[attr-defined]
        for easy_seat in range(0, state.players, 2):
            assert sum(mortgages[4 * easy_seat : 4 * easy_seat + 4]) == 0, (easy_seat, action)
        seen[0] += 1

    manila_first_voyages(observe)
    assert seen[0] > 1000


def test_easy_never_sells_for_nothing_in_puerto_rico() -> None:
    sales = [0]

    def observe(state: tradewinds.State, seat: int, action: Action) -> None:
        if action.kind != K_SELL or state.view(seat)["decision"] != "trader_sell":
            return
        before = state.view(seat)["players_board"][seat]["doubloons"]
        after_state = state.clone()
        after_state.apply(action)
        assert after_state.view(seat)["players_board"][seat]["doubloons"] > before, action
        sales[0] += 1

    for seed in (3, 4):
        play(
            "puerto_rico", 4, seed, [make_bot("easy", bot_seed(seed, s)) for s in range(4)], observe
        )
    assert sales[0] > 5


def test_easy_always_gives_up_its_least_valuable_cards_in_san_juan() -> None:
    # Discards, payments and the hand limit are played exactly: never its best card.
    checked = [0]

    def observe(state: tradewinds.State, seat: int, action: Action) -> None:
        view = state.view(seat)
        decision = view["decision"]
        if decision not in ("builder_pay", "councillor_discard", "hand_limit", "setup_discard"):
            return
        reading = sj_heuristic.Reading.from_view(view)
        ctx = sj_heuristic._Ctx(reading, reading.building if decision == "builder_pay" else -1)
        worth: dict[int, float] = {}
        for value, card in ctx.copy_values():
            worth.setdefault(card, value)
        offered = [a for a in state.legal_actions() if a.arg in worth]
        assert worth[action.arg] == min(worth[a.arg] for a in offered), (decision, action)
        checked[0] += 1

    for seed in (5, 6):
        play("san_juan", 4, seed, [make_bot("easy", bot_seed(seed, s)) for s in range(4)], observe)
    assert checked[0] > 20


def test_easy_plays_differently_from_medium_but_the_same_game_from_the_same_seed() -> None:
    def history(level: str, seed: int) -> list[str]:
        bots = [make_bot(level, bot_seed(seed, s)) for s in range(4)]
        return [str(a) for a in play("san_juan", 4, seed, bots).history()]

    assert history("easy", 2) == history("easy", 2)
    assert history("easy", 2) != history("medium", 2)
    assert history("easy", 2) != history("easy", 3)


@pytest.mark.parametrize(("game", "deals"), [("puerto_rico", 3), ("san_juan", 4), ("manila", 8)])
def test_easy_sits_between_random_and_medium_in_the_arena(game: str, deals: int) -> None:
    # A small, fixed measurement (every deal played in all three seatings); the large one
    # is in docs/bots.md. Mean score and rank are the steady measures on so few games
    # (over seeds 1-10 these orders held every time; easy's wins were 0 on two seeds of
    # Puerto Rico, as were random's, so the wins are only required not to invert).
    report = run_tournament(TournamentConfig(game, ("medium", "easy", "random"), deals, seed=1))
    stats = {s.bot: s for s in report.by_bot}
    score = {bot: s.mean_score or 0.0 for bot, s in stats.items()}
    assert score["random"] < score["easy"] < score["medium"]
    assert stats["random"].mean_rank > stats["easy"].mean_rank > stats["medium"].mean_rank
    assert stats["random"].wins <= stats["easy"].wins < stats["medium"].wins


def test_the_judgement_module_is_not_taken_for_a_game() -> None:
    from tradewinds.bots.heuristic import strategy_for

    with pytest.raises(ValueError, match="no heuristic strategy"):
        strategy_for("judgement")
