package gametest

import (
	"fmt"
	"math/rand/v2"
	"reflect"

	"github.com/deckhand/deckhand/games"
)

// CheckScenes plays g at random from cfg for at most steps answers (to
// the end, for steps < 0, failing past maxSceneSteps) and checks every
// state with ScenesHide. It returns the first difference, or an error if
// the state is no games.Scener.
func CheckScenes(g games.Game, cfg games.Config, steps int) error {
	return checkScenes(g, cfg, steps, maxSceneSteps)
}

// checkScenes is CheckScenes failing a game played to its end past limit
// answers.
func checkScenes(g games.Game, cfg games.Config, steps, limit int) error {
	s, err := g.New(cfg)
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(cfg.Seed, 14))
	for step := 0; ; step++ {
		if _, ok := s.(games.Scener); !ok {
			return fmt.Errorf("%s: state %T draws no scene", g.Info().Slug, s)
		}
		if err := ScenesHide(s, cfg.Seats, rng); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
		if step == steps || s.Result() != nil {
			return nil
		}
		if steps < 0 && step == limit {
			return fmt.Errorf("the game did not end in %d random answers", limit)
		}
		if _, _, err := games.PlayRandom(s, -1, false, rng); err != nil {
			return fmt.Errorf("step %d: %w", step, err)
		}
	}
}

// ScenesHide checks that the scenes of s, a games.Scener, hide what s hides:
// the public scene equals that of every seat's Determinize, and each
// seat's hand scene equals its own Determinize's. A scene that showed a
// card its viewer cannot see would differ where that card was dealt
// anew. It returns the first difference.
func ScenesHide(s games.State, seats int, rng *rand.Rand) error {
	sc := s.(games.Scener)
	public := sc.Scene(-1)
	for seat := range seats {
		d, ok := s.Determinize(seat, rng).(games.Scener)
		if !ok {
			return fmt.Errorf("determinized state %T draws no scene", d)
		}
		if where := sceneDiff(reflect.ValueOf(public), reflect.ValueOf(d.Scene(-1)), "Scene"); where != "" {
			return fmt.Errorf("the public scene changes when seat %d's unknowns are dealt anew, so it shows a hidden card: %s", seat, where)
		}
		if where := sceneDiff(reflect.ValueOf(sc.Scene(seat)), reflect.ValueOf(d.Scene(seat)), "Scene"); where != "" {
			return fmt.Errorf("seat %d's hand scene changes when its unknowns are dealt anew, so it shows a card the seat cannot see: %s", seat, where)
		}
	}
	return nil
}

// sceneDiff names the first place where two scenes differ and both
// values there, or returns "" when they are equal.
func sceneDiff(a, b reflect.Value, path string) string {
	switch a.Kind() {
	case reflect.Struct:
		for i := range a.NumField() {
			if d := sceneDiff(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice:
		for i := range min(a.Len(), b.Len()) {
			if d := sceneDiff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s holds %d, then %d", path, a.Len(), b.Len())
		}
		return ""
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return path + " is set in one scene only"
			}
			return ""
		}
		return sceneDiff(a.Elem(), b.Elem(), path)
	}
	if !reflect.DeepEqual(a.Interface(), b.Interface()) {
		return fmt.Sprintf("%s was %v, then %v", path, a.Interface(), b.Interface())
	}
	return ""
}

// maxSceneSteps bounds a CheckScenes game played to its end.
const maxSceneSteps = 20000
