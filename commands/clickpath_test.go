package commands_test

import (
	"os"
	"testing"

	"github.com/deckhand/deckhand/bot/bottest"
)

// TestOneHandClickForTheClickPath is the click that cmd/clickpath
// follows: a Rummy table of two with the mover's hand open, and, with
// DECKHAND_CLICKPATH=click, the first answer that hand offers. Each run
// ends once the bot has settled, so the code the click ran (its answer,
// the board's edit and the other hand's) is what the coverage of the
// two runs differs by.
func TestOneHandClickForTheClickPath(t *testing.T) {
	step := os.Getenv("DECKHAND_CLICKPATH")
	if step == "" {
		t.Skip("a run of the click-path count: go run ./cmd/clickpath")
	}
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("rummy", ann, bob)
	mover, _ := turnOrder(h, ann, bob)
	hand := h.Hand(mover)
	h.Settle()
	if step != "click" {
		return
	}
	choices := bottest.Choices(hand)
	if len(choices) == 0 {
		t.Fatal("the mover's hand offers nothing to click")
	}
	h.Answer(mover, hand, choices[0])
	h.Settle()
}
