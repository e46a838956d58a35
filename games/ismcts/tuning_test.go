package ismcts

import "testing"

// A tuned search is the base search with its tunings replaced, so a
// table can set two searches that differ only in how they play out.
func TestSearchTuningsOverrideTheBase(t *testing.T) {
	t.Parallel()
	base := Config{Iterations: 9, Epsilon: 0.5, Cutoff: 40, Exploration: 0.7}
	got, err := parseSearch("300,cut=100,eps=0.9", base)
	if err != nil {
		t.Fatal(err)
	}
	want := Config{Iterations: 300, Epsilon: 0.9, Cutoff: 100, Exploration: 0.7}
	if got != want {
		t.Errorf("parseSearch = %+v, want %+v (budget and tunings from the spec, the rest from base)", got, want)
	}
	if got, _ := parseSearch("250ms", base); got.Iterations != 0 || got.Cutoff != 40 {
		t.Errorf("a timed search without tunings = %+v, want no iteration bound and base's cut-off", got)
	}
}
