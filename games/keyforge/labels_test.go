package keyforge

import (
	"strings"
	"testing"
)

// labelsOf is every label of seat 0's open prompt of kind.
func labelsOf(b *board, kind string) []string {
	var out []string
	for _, o := range b.prompt(kind).Options {
		out = append(out, o.Label)
	}
	return out
}

// The picture shows creatures by name, left to right, and no numbers:
// a move names its creature so, with a word only where two share a name.
func TestAMoveNamesItsCreatureAsThePictureShowsItWithoutANumber(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.creature(0, "cinder-brute")
	b.creature(0, "pit-scrapper")
	b.creature(0, "pit-scrapper")
	labels := strings.Join(labelsOf(b, "act"), "\n")
	for _, want := range []string{"Reap with Cinder Brute\n", "Reap with Pit Scrapper (left)", "Reap with Pit Scrapper (right)"} {
		if !strings.Contains(labels+"\n", want) {
			t.Errorf("the moves should offer %q:\n%s", strings.TrimSpace(want), labels)
		}
	}
	if strings.Contains(labels, "#") {
		t.Errorf("a move names a place by a number the picture never shows:\n%s", labels)
	}
	b.creature(0, "pit-scrapper")
	labels = strings.Join(labelsOf(b, "act"), "\n")
	if !strings.Contains(labels, "Reap with Pit Scrapper (2nd from the left)") {
		t.Errorf("three of a name are told apart by their order:\n%s", labels)
	}
}

func TestATargetNamesItsCreatureWithoutANumber(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.creature(1, "seed-sower")
	b.creature(1, "seed-sower")
	b.creature(1, "burrow-hare")
	var labels []string
	for i := range b.s.table.P[1].Line {
		labels = append(labels, b.s.table.cardOption(b.s.table.P[1].Line[i].ID, 0).Label)
	}
	want := []string{"Seed Sower (enemy, left, 2 power)", "Seed Sower (enemy, right, 2 power)", "Burrow Hare (enemy, 2 power)"}
	if strings.Join(labels, "|") != strings.Join(want, "|") {
		t.Errorf("targets are labelled %q, want %q", labels, want)
	}
}
