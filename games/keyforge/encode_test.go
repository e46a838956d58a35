package keyforge

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/deckhand/deckhand/games"
)

func TestFramesSavedWithSharedFieldsReadIntoTheirOwn(t *testing.T) {
	t.Parallel()
	var fs []Frame
	old := `[{"k":"fight","src":3,"ctl":0,"sub":7,"step":1,"flag":true,"done":true},{"k":"leave","src":0,"ctl":0,"list":[4,5]},{"k":"ab","src":2,"ctl":1,"def":"x","flag":true,"done":true,"list":[9]}]`
	if err := json.Unmarshal([]byte(old), &fs); err != nil {
		t.Fatal(err)
	}
	if f := fs[0]; !f.First || !f.Fought || f.Defender != 7 || f.Targeted || f.Did || f.Targets != nil {
		t.Errorf("an old fight frame keeps its first attack, its fought flag and its defender: %+v", f)
	}
	if f := fs[1]; !slices.Equal(f.Leaving, []int{4, 5}) || f.Targets != nil {
		t.Errorf("an old leave frame keeps the cards leaving play: %+v", f)
	}
	if f := fs[2]; !f.Targeted || !f.Did || !slices.Equal(f.Targets, []int{9}) || f.First || f.Fought {
		t.Errorf("an ability frame keeps its chosen targets and its if-you-do: %+v", f)
	}
}

// TestAGameSavedBeforeTheSelectorsWereTypedStillLoads decodes a game
// encoded before Selector's pick, side and state and an effect's who
// became types of their own, paused in the middle of an ability that
// asks for a target: it must read back byte for byte, ask the same
// question, and play on to its end.
func TestAGameSavedBeforeTheSelectorsWereTypedStillLoads(t *testing.T) {
	t.Parallel()
	saved, err := os.ReadFile("testdata/saved-mid-ability.json")
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.Decode(saved)
	if err != nil {
		t.Fatalf("a game saved by the previous version no longer loads: %v", err)
	}
	if again, _ := st.Encode(); !bytes.Equal(again, saved) {
		t.Fatalf("the saved game reads back other than it was written:\n%s\n%s", saved, again)
	}
	s := st.(*state)
	if s.Ask == nil || s.Ask.Kind != askTarget || len(s.table.Lasting) == 0 {
		t.Fatalf("the saved game should be paused on a target question with a lasting effect, got ask %+v, %d lasting", s.Ask, len(s.table.Lasting))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for step := 0; s.Result() == nil; step++ {
		if step == 5000 {
			t.Fatal("the loaded game did not end in 5000 answers")
		}
		if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
			t.Fatalf("step %d of the loaded game: %v", step, err)
		}
	}
}

// TestSelectorsReadAndWriteTheCardFilesWords checks that the typed
// fields read the words the card files use and write them back unchanged.
func TestSelectorsReadAndWriteTheCardFilesWords(t *testing.T) {
	t.Parallel()
	text := `{"do":"damage","n":2,"target":{"pick":"upto","n":2,"side":"enemy","state":"damaged"},"who":"opp"}`
	var e Effect
	if err := json.Unmarshal([]byte(text), &e); err != nil {
		t.Fatal(err)
	}
	sel := e.Target
	if sel.Pick != pickUpTo || sel.Side != sideEnemy || sel.State != condDamaged || e.Who != whoOpp {
		t.Errorf("the card file's words did not read into their constants: %+v, who %q", *sel, e.Who)
	}
	if err := validateSelector(sel); err != nil {
		t.Errorf("a valid selector is refused: %v", err)
	}
	if out, _ := json.Marshal(e); string(out) != text {
		t.Errorf("a selector writes other words than it read:\n%s\n%s", text, out)
	}
	for _, bad := range []Selector{{Pick: "uptoo", N: 1}, {Pick: pickAll, Side: "foe"}, {Pick: pickAll, State: "tired"}} {
		if validateSelector(&bad) == nil {
			t.Errorf("selector %+v with an unknown word passed validation", bad)
		}
	}
}
