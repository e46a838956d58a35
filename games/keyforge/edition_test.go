package keyforge

import (
	"bytes"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
)

// testdata/saved-first-edition.json is a game saved by the version before
// card editions, on turn 60: seat 0's Tithe Collector (power 4 then, 3
// now) lies in play with 3 damage, and seat 1's Lab Assistant (power 2
// then, 3 now) beside a Forge Savant, in seat 1's Cogwright turn.
const firstEditionSave = "testdata/saved-first-edition.json"

// loadSave decodes the game saved in file by an earlier version,
// returning the state and the bytes saved.
func loadSave(t *testing.T, file string) (*state, []byte) {
	t.Helper()
	saved, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.Decode(saved)
	if err != nil {
		t.Fatalf("the game saved in %s by an earlier version no longer loads: %v", file, err)
	}
	return st.(*state), saved
}

// findInLine is the id of the first creature of definition d in seat's
// battleline.
func findInLine(t *testing.T, s *state, seat int, d string) int {
	t.Helper()
	for _, u := range s.table.P[seat].Line {
		if s.table.Cards[u.ID].Def == d {
			return u.ID
		}
	}
	t.Fatalf("no %s in seat %d's battleline", d, seat)
	return -1
}

// TestAGameDealtBeforeTheCardChangesPlaysOnWithTheTextsItWasDealt loads
// a game saved before the second edition of the cards: it must read back
// byte for byte, show and play its cards as the first edition printed
// them (the damaged Tithe Collector still alive at power 4), and play on
// to its end.
func TestAGameDealtBeforeTheCardChangesPlaysOnWithTheTextsItWasDealt(t *testing.T) {
	t.Parallel()
	s, saved := loadSave(t, firstEditionSave)
	if again, _ := s.Encode(); !bytes.Equal(again, saved) {
		t.Fatalf("the saved game reads back other than it was written:\n%s\n%s", saved, again)
	}
	if s.table.Edition != 0 {
		t.Fatalf("a save without an edition was dealt the first edition, got edition %d", s.table.Edition)
	}
	tithe := findInLine(t, s, 0, "tithe-collector")
	if got := s.table.power(tithe); got != 4 {
		t.Errorf("the old game's Tithe Collector has power %d; it was dealt with power 4", got)
	}
	if u := s.table.P.unit(tithe); u.Damage >= s.table.power(tithe) {
		t.Errorf("the old game's Tithe Collector holds %d damage at power %d: the old text keeps it alive", u.Damage, s.table.power(tithe))
	}
	lab := findInLine(t, s, 1, "lab-assistant")
	if got := s.table.power(lab); got != 2 {
		t.Errorf("the old game's Lab Assistant has power %d; it was dealt with power 2", got)
	}
	if v, ok := s.Lookup("Tithe Collector"); !ok || !strings.Contains(v.Lines[0], "power 4") {
		t.Errorf("looking up the old game's Tithe Collector should show power 4, got %+v", v)
	}
	// Under today's texts the same record is damaged: Tithe Collector's 3
	// damage reaches its power 3.
	now := s.clone()
	now.table.Edition = pool.Current()
	if data, _ := now.Encode(); !strings.Contains(string(data), `"edition":`) {
		t.Fatalf("a game of the current edition names it in its record: %s", data)
	} else if _, err := (Game{}).Decode(data); err == nil {
		t.Error("the old game read with today's texts should hold a destroyed Tithe Collector and be refused")
	}
	playsOnInItsEdition(t, s, rand.New(rand.NewPCG(3, 4)))
}

// TestNewGamesAreDealtTheCurrentEditionOfTheCards: a new game holds the
// cards as the card files print them now, and says so in its record.
func TestNewGamesAreDealtTheCurrentEditionOfTheCards(t *testing.T) {
	t.Parallel()
	st, err := Game{}.New(games.Config{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	if s.table.Edition != pool.Current() || pool.Current() < 1 {
		t.Fatalf("a new game is dealt edition %d; the current is %d, after the first (0)", s.table.Edition, pool.Current())
	}
	if d := s.table.def("tithe-collector"); d.Power != 3 {
		t.Errorf("a new game's Tithe Collector has power %d, as the card file says 3", d.Power)
	}
	if d := s.table.def("tithe-collector"); d != def("tithe-collector") {
		t.Errorf("a new game reads the card files' Tithe Collector")
	}
	data, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Game{}.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if e := back.(*state).table.Edition; e != s.table.Edition {
		t.Errorf("a new game saved and loaded holds edition %d, was dealt %d", e, s.table.Edition)
	}
}

// TestARecordNamingAnEditionThisVersionDoesNotKnowIsRefused: a damaged
// or future record is refused at load, not played with guessed texts.
func TestARecordNamingAnEditionThisVersionDoesNotKnowIsRefused(t *testing.T) {
	t.Parallel()
	st, _ := Game{}.New(games.Config{Seats: 2, Seed: 1})
	for _, e := range []int{-1, pool.Current() + 1} {
		s := st.(*state).clone()
		s.table.Edition = e
		data, _ := s.Encode()
		if _, err := (Game{}).Decode(data); err == nil || !strings.Contains(err.Error(), "edition") {
			t.Errorf("edition %d: a record of an unknown edition should be refused naming the edition, got %v", e, err)
		}
	}
}

// TestEveryEarlierEditionKeepsEachCardsIdHouseAndType: an edition may
// change a card's text but not what it is, so a saved game's zones stay
// valid under the texts it was dealt.
func TestEveryEarlierEditionKeepsEachCardsIdHouseAndType(t *testing.T) {
	t.Parallel()
	changed := 0
	for e := 0; e < pool.Current(); e++ {
		for id, now := range pool.Cards {
			was := pool.Card(e, id)
			if was == nil {
				t.Fatalf("edition %d lacks card %q", e, id)
			}
			if was.House != now.House || was.Type != now.Type || was.Name != now.Name {
				t.Errorf("edition %d: %s was a %s %s named %q, now a %s %s named %q", e, id, was.House, was.Type, was.Name, now.House, now.Type, now.Name)
			}
			if was != now {
				changed++
				if was.text == now.text && kindLine(was) == kindLine(now) {
					t.Errorf("edition %d lists %s as changed, but it reads the same", e, id)
				}
			}
		}
	}
	if changed == 0 {
		t.Error("no earlier edition changes a card")
	}
}

// TestARecordWithACreatureDeadOfItsDamageIsRefused: between answers the
// engine has already destroyed every creature whose damage reaches its
// power, so a record holding one is damaged; loaded, its next answer
// would destroy the creature under a question about it.
func TestARecordWithACreatureDeadOfItsDamageIsRefused(t *testing.T) {
	t.Parallel()
	s, _ := loadSave(t, firstEditionSave)
	tithe := findInLine(t, s, 0, "tithe-collector")
	s.table.P.unit(tithe).Damage = s.table.power(tithe)
	data, _ := s.Encode()
	if _, err := (Game{}).Decode(data); err == nil || !strings.Contains(err.Error(), "damage") {
		t.Errorf("a creature holding damage equal to its power in a record should be refused, got %v", err)
	}
}

// TestAGameDealtAgainWithItsEditionIsTheGameThatWasDealt deals a game
// in the first edition, as a replay of a game from before the changes
// does, and checks it keeps that edition's texts and rarities.
func TestAGameDealtAgainWithItsEditionIsTheGameThatWasDealt(t *testing.T) {
	t.Parallel()
	first := 0
	st, err := Game{}.New(games.Config{Seats: 2, Seed: 11, Edition: &first})
	if err != nil {
		t.Fatal(err)
	}
	if got := st.(games.Revised).DealtEdition(); got != 0 {
		t.Fatalf("a game dealt again in the first edition says it was dealt edition %d", got)
	}
	again, _ := Game{}.New(games.Config{Seats: 2, Seed: 11, Edition: &first})
	a, _ := st.Encode()
	b, _ := again.Encode()
	if !bytes.Equal(a, b) {
		t.Fatal("the same Config with its edition deals the same game")
	}
	none := pool.Current() + 1
	if _, err := (Game{}).New(games.Config{Seats: 2, Seed: 11, Edition: &none}); err == nil {
		t.Fatal("an edition the cards never had was dealt")
	}
}

// TestAGeneratedDeckDrawsByTheRaritiesOfItsEdition: a card's rarity
// caps its copies in a generated deck, and an edition may print another
// rarity. No edition has changed one yet, so the test prints one: a
// first edition in which a common was rare. It changes the pool, so it
// does not run beside other tests (parallel tests wait for it).
func TestAGeneratedDeckDrawsByTheRaritiesOfItsEdition(t *testing.T) {
	var common *CardDef
	for _, c := range pool.ByHouse[pool.Houses[0]] {
		if c.Rarity == "" || c.Rarity == "common" {
			common = c
			break
		}
	}
	was := pool.editions[0][common.ID]
	rare := *was
	rare.Rarity = "rare"
	pool.editions[0][common.ID] = &rare
	defer func() { pool.editions[0][common.ID] = was }()

	most := func(edition int) int {
		n := 0
		for seed := uint64(0); seed < 300; seed++ {
			rng := games.NewRNG(seed)
			copies := 0
			for _, id := range generateDeck(&rng, edition).Cards {
				if id == common.ID {
					copies++
				}
			}
			n = max(n, copies)
		}
		return n
	}
	if got := most(0); got > 1 {
		t.Errorf("a first-edition deck held %d copies of %s, rare in that edition (at most 1)", got, common.ID)
	}
	if got := most(pool.Current()); got < 2 {
		t.Errorf("no deck of the newest edition held %s twice in 300, common now: the check saw no difference", common.ID)
	}
}

// testdata/saved-second-edition.json is a game saved by the version
// before the third edition, in seat 0's Gloomveil turn: seat 0 holds
// Gloom Mirror in hand and Envious Idol in play with 1Æ, and seat 1 has
// 13Æ and no key.
const secondEditionSave = "testdata/saved-second-edition.json"

// mirrorThenForge plays the saved game's Gloom Mirror and ends seat 0's
// turn, so seat 1 forges a key with what the Mirror left it and the
// Envious Idol answers the forge. It returns the board after.
func mirrorThenForge(t *testing.T, s *state) *board {
	t.Helper()
	b := &board{t: t, s: s}
	mirror := -1
	for _, id := range s.table.P[0].Hand {
		if s.table.Cards[id].Def == "gloom-mirror" {
			mirror = id
		}
	}
	if mirror < 0 {
		t.Fatal("the saved game's seat 0 holds no Gloom Mirror")
	}
	b.play(mirror)
	b.endTurn()
	if s.table.P[1].Keys != 1 {
		t.Fatalf("seat 1 should have forged its first key at the start of its turn, holds %d keys", s.table.P[1].Keys)
	}
	return b
}

// TestAGameDealtUnderTheSecondEditionPlaysGloomMirrorAndEnviousIdolAsDealt:
// a game dealt before the third edition keeps the second edition's
// Gloom Mirror (steal half) and Envious Idol (gain 2Æ when the opponent
// forges): it shows them and plays them so, to its end.
func TestAGameDealtUnderTheSecondEditionPlaysGloomMirrorAndEnviousIdolAsDealt(t *testing.T) {
	t.Parallel()
	s, saved := loadSave(t, secondEditionSave)
	if again, _ := s.Encode(); !bytes.Equal(again, saved) {
		t.Fatalf("the saved game reads back other than it was written:\n%s\n%s", saved, again)
	}
	if s.table.Edition != 1 {
		t.Fatalf("the saved game was dealt the second edition (1), reads as %d", s.table.Edition)
	}
	if v, ok := s.Lookup("Envious Idol"); !ok || !strings.Contains(strings.Join(v.Lines, " "), "gain 2Æ") {
		t.Errorf("looking up the old game's Envious Idol should show its second-edition text (gain 2Æ), got %+v", v)
	}
	b := mirrorThenForge(t, s)
	if v, ok := s.Lookup("Gloom Mirror"); !ok || !strings.Contains(strings.Join(v.Lines, " "), "Steal half") {
		t.Errorf("looking up the old game's Gloom Mirror should show its second-edition text (steal half), got %+v", v)
	}
	// 1Æ + 6 stolen of 13 + 2 from the Idol; seat 1 forged with its 7.
	b.eq("seat 0's pool: 1 + 6 stolen by the old Gloom Mirror + 2 from the old Envious Idol", s.table.P[0].Aember, 9)
	b.eq("seat 1's pool: 13 - 6 stolen - 6 for the key", s.table.P[1].Aember, 1)
	playsOnInItsEdition(t, s, rand.New(rand.NewPCG(5, 6)))
}

// TestTheThirdEditionsGloomMirrorOnlyTakesAndEnviousIdolGivesOne: the
// same position dealt under the current edition plays the new texts:
// Gloom Mirror makes the opponent lose half their Æmber (nothing is
// gained), and Envious Idol gains 1Æ when the opponent forges.
func TestTheThirdEditionsGloomMirrorOnlyTakesAndEnviousIdolGivesOne(t *testing.T) {
	t.Parallel()
	s, _ := loadSave(t, secondEditionSave)
	s.table.Edition = pool.Current()
	if s.table.Edition < 2 {
		t.Fatalf("the current edition is %d; the third (2) changes Gloom Mirror and Envious Idol", s.table.Edition)
	}
	b := mirrorThenForge(t, s)
	if v, ok := s.Lookup("Gloom Mirror"); !ok || !strings.Contains(strings.Join(v.Lines, " "), "Your opponent loses half of their") {
		t.Errorf("Gloom Mirror in a new game should read that the opponent loses half, got %+v", v)
	}
	b.eq("seat 0's pool: 1, nothing from Gloom Mirror, + 1 from Envious Idol", s.table.P[0].Aember, 2)
	b.eq("seat 1's pool: 13 - 6 lost - 6 for the key", s.table.P[1].Aember, 1)
	for _, id := range []string{"gloom-mirror", "envious-idol"} {
		for e := 0; e < 2; e++ {
			if pool.Card(e, id).text == def(id).text {
				t.Errorf("edition %d prints %s as the card files do now (%q): a game dealt under it would play the new text", e, id, def(id).text)
			}
		}
	}
	g, err := Game{}.New(games.Config{Seats: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if d := g.(*state).table.def("gloom-mirror"); d != def("gloom-mirror") {
		t.Errorf("a new game should be dealt the card files' Gloom Mirror, got %q", d.text)
	}
}

// playsOnInItsEdition plays a loaded game at random to its end, failing
// if it does not end or moves off the edition it was dealt.
func playsOnInItsEdition(t *testing.T, s *state, rng *rand.Rand) {
	t.Helper()
	edition := s.table.Edition
	for step := 0; s.Result() == nil; step++ {
		if step == 5000 {
			t.Fatal("the loaded game did not end in 5000 answers")
		}
		if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
			t.Fatalf("step %d of the loaded game: %v", step, err)
		}
		if s.table.Edition != edition {
			t.Fatalf("step %d: the old game moved from edition %d to %d", step, edition, s.table.Edition)
		}
	}
}
