package keyforge

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestCreatureInPlayShowsDamageHealthExhaustionStunAndCapturedAmber(t *testing.T) {
	t.Parallel()
	s, p := withCreature(t, 1)
	u := &s.table.P[p].Line[0]
	u.Damage, u.Exhausted, u.Stunned, u.Aember = 1, true, true, 2
	c := s.Scene(-1).Areas[p].Zones[0].Cards[0]
	if !c.Turned {
		t.Error("an exhausted creature is drawn turned")
	}
	want := map[games.Icon]string{games.Damage: "1", games.Stun: "", games.Amber: "2"}
	for _, m := range c.Marks {
		if v, ok := want[m.Icon]; !ok || v != m.Value {
			t.Errorf("mark %+v: want damage 1, a stun token and 2 captured Æmber", m)
		}
		delete(want, m.Icon)
	}
	if len(want) > 0 {
		t.Errorf("marks missing: %v", want)
	}
	health := ""
	for _, b := range c.Badges {
		if b.Icon == games.Health {
			health = b.Value
		}
	}
	if want := strconv.Itoa(max(s.table.power(u.ID)-1, 0)); health != want {
		t.Errorf("health left drawn %q, want power %d less 1 damage = %s", health, s.table.power(u.ID), want)
	}
}

func TestUpgradeIsDrawnOnItsCreature(t *testing.T) {
	t.Parallel()
	s, p := withCreature(t, 2)
	up := s.table.P[p].Deck[0]
	s.table.P[p].Line[0].Upgrades = []int{up}
	c := s.Scene(-1).Areas[p].Zones[0].Cards[0]
	if len(c.Attached) != 1 || c.Attached[0].Title != s.table.cdef(up).Name {
		t.Errorf("attached %+v, want the upgrade %s on its creature", c.Attached, s.table.cdef(up).Name)
	}
}

func TestBoardShowsKeysAmberChainsAndCheck(t *testing.T) {
	t.Parallel()
	s, _ := withCreature(t, 3)
	s.table.P[1].Keys, s.table.P[1].Aember, s.table.P[1].Chains, s.table.P[1].Check = 2, 7, 3, true
	sc := s.Scene(-1)
	got := map[games.Icon]string{}
	for _, f := range sc.Areas[1].Figures {
		got[f.Icon] = f.Value
	}
	if got[games.Key] != "2/3" || got[games.Amber] != "7" || got[games.Chain] != "3" {
		t.Errorf("figures %+v: want 2/3 keys, 7 Æmber, 3 chains", sc.Areas[1].Figures)
	}
	if sc.Areas[1].Status != "Check! a key next turn" || sc.Caption[:6] != "Check!" {
		t.Errorf("status %q, caption %q: a side that announced Check! says so", sc.Areas[1].Status, sc.Caption)
	}
}

func TestHandSceneNamesCardsInHandOrder(t *testing.T) {
	t.Parallel()
	s, p := withCreature(t, 4)
	hand := s.Scene(p).Areas[0].Zones[0].Cards
	if len(hand) != len(s.table.P[p].Hand) {
		t.Fatalf("%d cards drawn, %d in hand", len(hand), len(s.table.P[p].Hand))
	}
	for i, id := range s.table.P[p].Hand {
		d := s.table.cdef(id)
		if hand[i].Label != d.Name || hand[i].Colour != houseColours[d.House] {
			t.Errorf("card %d drawn as %q in %s, want %s in %s's colour", i+1, hand[i].Label, hand[i].Colour, d.Name, d.House)
		}
	}
}

// withCreature plays a seeded game at random until a side has a
// creature in its battleline and a card in its deck; it returns the
// state and that side.
func withCreature(t *testing.T, seed uint64) (*state, int) {
	t.Helper()
	g, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*state)
	rng := rand.New(rand.NewPCG(seed, 1))
	for step := 0; step < 3000 && s.Result() == nil; step++ {
		for p := range 2 {
			if len(s.table.P[p].Line) > 0 && len(s.table.P[p].Deck) > 0 && len(s.table.P[p].Hand) > 0 {
				return s, p
			}
		}
		if _, _, err := games.PlayRandom(s, -1, true, rng); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: no creature came into play", seed)
	return nil, 0
}

func TestAHandsPictureLeavesItsDecksNameAndHousesToItsText(t *testing.T) {
	t.Parallel()
	s, p := withCreature(t, 1)
	pl := &s.table.P[p]
	// The hand's text says "Deck: *name* (houses)"; its picture was
	// titled with the name and listed the houses beside "Your hand".
	sc := s.Scene(p)
	for _, said := range []string{sc.Title, sc.Caption, sc.Areas[0].Title, sc.Areas[0].Status} {
		if strings.Contains(said, pl.DeckName) || strings.Contains(said, pl.Houses[0]+" · ") {
			t.Errorf("the hand's picture says %q, which its text says", said)
		}
	}
}
