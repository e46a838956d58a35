package tournament

import (
	"testing"
	"time"

	"github.com/deckhand/deckhand/games/lang"
)

func TestARefusalIsSaidInTheRefusedMembersLanguage(t *testing.T) {
	t.Parallel()
	tr := &Tournament{Settings: Settings{Format: Swiss, RoundCount: 1, TurnTimer: time.Minute}, State: SignUp}
	if err := tr.Join("a", "A", 1); err != nil {
		t.Fatal(err)
	}
	err := tr.Join("b", "B", 1)
	r := Refused(err)
	if r == nil {
		t.Fatalf("a second player in a tournament of one: %v", err)
	}
	if got := err.Error(); got != "This tournament is full (1 player)." {
		t.Errorf("in English, with the count's own plural: %q", got)
	}
	if got := lang.Get(lang.German).Say(r.Why); got != "Dieses Turnier ist voll (1 Spieler)." {
		t.Errorf("in German: %q", got)
	}
	if got := lang.Get(lang.Portuguese).Say(r.Why); got != "Este torneio está lotado (1 jogador)." {
		t.Errorf("in Portuguese: %q", got)
	}
}
