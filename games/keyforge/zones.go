package keyforge

import "github.com/deckhand/deckhand/games"

// Cards moving between zones: out of a hand, a discard pile or limbo,
// and into the archives, a hand, the purge or the top of a deck.

// takeOut removes a card from a hand, discard pile or limbo, and reports
// whether it was found there and whether that was a hand.
func (ps *players) takeOut(id int) (found, fromHand bool) {
	for p := 0; p < 2; p++ {
		pl := &ps[p]
		for i, z := range [...]*[]int{&pl.Hand, &pl.Discard, &pl.Limbo} {
			if rest, ok := remove(*z, id); ok {
				*z = rest
				return true, i == 0
			}
		}
	}
	return false, false
}

func moveOp(dest zone, verb string) func(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
	return func(s *state, f *Frame, e *Effect, ts []int, n int) (bool, int) {
		k := 0
		for _, id := range ts {
			name := s.table.faceID(id).msg
			hidden := dest == zoneArchives && s.table.P.inHand(id)
			if dealerOf(s).move(id, dest) {
				k++
				if hidden {
					if s.log.telling() {
						s.log.event(games.Say("keyforge.event.archivesCard", "Seat", games.Seat(f.Controller)))
					}
					if s.log.telling() {
						s.log.private(f.Controller, games.Say("keyforge.event.youArchive", "Card", name))
					}
				} else {
					if s.log.telling() {
						s.log.event(games.Say(verb, "Card", name))
					}
				}
			}
		}
		return k > 0, k
	}
}

func (ps *players) inHand(id int) bool {
	for p := 0; p < 2; p++ {
		for _, h := range ps[p].Hand {
			if h == id {
				return true
			}
		}
	}
	return false
}

var (
	opArchive = moveOp(zoneArchives, "keyforge.event.archived")
	opReturn  = moveOp(zoneHand, "keyforge.event.returned")
	opPurge   = moveOp(zonePurge, "keyforge.event.purged")
	opToDeck  = moveOp(zoneDeck, "keyforge.event.toDeck")
)
