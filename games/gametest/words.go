package gametest

import (
	"fmt"
	"regexp"

	"github.com/deckhand/deckhand/games"
)

// misCount finds a count that does not agree with its noun: "1 cards",
// "1 +1 power counter" (said "a +1 power counter"), or "−0" (nothing
// held against a player is 0). A game says counts with games.Count.
var misCount = regexp.MustCompile(`(?i)(^|[^\d.,+−-])1 (\w+ )?(cards|birds|chains|keys|points|stars|creatures|counters|copies|decks|jokers|piles|turns|rounds|players|moves|artifacts|upgrades|actions)\b|(^|[^\d])1 \+1 |−0\b`)

// checkWords finds a miscounted noun in what the players read: prompts,
// options, views and events.
func checkWords(prompts []games.Prompt, views []games.View, events []games.Event) error {
	bad := func(where, text string) error {
		if m := misCount.FindString(text); m != "" {
			return fmt.Errorf("%s says %q, a count that does not agree with its noun (games.Count): %q", where, m, text)
		}
		return nil
	}
	for _, p := range prompts {
		if err := bad("prompt "+p.ID, p.Text); err != nil {
			return err
		}
		for _, o := range p.Options {
			if err := bad("option "+o.ID, o.Label+" / "+o.Detail); err != nil {
				return err
			}
		}
	}
	for _, v := range views {
		for _, l := range append([]string{v.Title}, v.Lines...) {
			if err := bad("view", l); err != nil {
				return err
			}
		}
		for _, f := range v.Fields {
			if err := bad("view field "+f.Name, f.Name+" / "+f.Value); err != nil {
				return err
			}
		}
	}
	for _, e := range events {
		if err := bad("event", e.Text); err != nil {
			return err
		}
	}
	return nil
}
