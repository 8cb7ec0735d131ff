"""Payments (rules reference §14): forced mortgages when the cash is short.

A payment the rules allow (a winning bid, a share, a placement cost) never exceeds the
payer's funds (cash + 12 per unmortgaged share). If the cash alone is short, the payer
must mortgage shares one at a time, choosing which (``mortgage <good>``; automatic when
all his unmortgaged shares are of one good), until the cash covers the payment. The
insurance settlement (§12.1) uses the same decision, but may end in a shortfall the bank
covers.
"""

from __future__ import annotations

from ....core.actions import Action
from ..board import (
    CONT_BID,
    CONT_BUY,
    CONT_INSURANCE,
    CONT_NONE,
    CONT_PLACE,
    PH_MORTGAGE,
    Board,
)


class PaymentPhase(Board):
    def _pay(self, seat: int, amount: int, cont: int) -> None:
        self.due = amount
        self.cont = cont
        self.actor = seat
        if self.cash[seat] >= amount:
            self._after_payment()
        else:
            self._event(
                f"{self.names[seat]} must mortgage shares to pay {amount} "
                f"(has {self.cash[seat]} in cash)."
            )
            self.phase = PH_MORTGAGE

    def _after_payment(self) -> None:
        """The cash now covers the pending payment: make it and go on."""
        cont = self.cont
        self.cont = CONT_NONE
        if cont == CONT_INSURANCE:
            self.due = 0
            self._insurance_pay()
            return
        self.spend(self.actor, self.due)
        self.due = 0
        if cont == CONT_BID:
            self._buy_start()
        elif cont == CONT_BUY:
            self._buy_done()
        elif cont == CONT_PLACE:
            self._placement_done()
        else:  # pragma: no cover - every payment names what follows it
            raise AssertionError(f"unknown payment continuation {cont}")

    # ------------------------------------------------------------ decision
    def _legal_mortgage(self) -> list[Action]:
        b = self.actor * 4
        held = self.held
        acts = self.actions.mortgage
        return [acts[g] for g in range(4) if held[b + g]]

    def _apply_mortgage(self, action: Action) -> None:
        self.mortgage(self.actor, action.arg, f" to pay {self.due}")
        if self.cash[self.actor] >= self.due:
            self._after_payment()
