package keyforge

import (
	"fmt"
	"slices"
	"strings"
)

// A card definition is checked as the pool loads: every trigger, effect
// and selector one the engine knows, so a typo fails the load, not a game.

func validate(c *CardDef) error {
	if c.ID == "" || len(c.ID) > 20 || c.Name == "" || strings.ContainsAny(c.ID, " .:") {
		return fmt.Errorf("needs an id (at most 20 characters, no spaces) and a name")
	}
	switch c.Type {
	case Creature, Token:
		if c.Power < 1 {
			return fmt.Errorf("a creature needs power")
		}
	case Action, Artifact, Upgrade:
		if c.Power != 0 || c.Armor != 0 {
			return fmt.Errorf("only creatures have power and armor")
		}
	default:
		return fmt.Errorf("unknown type %q", c.Type)
	}
	switch c.Rarity {
	case "", "common", "uncommon", "rare":
	default:
		return fmt.Errorf("unknown rarity %q", c.Rarity)
	}
	for k, v := range c.Keywords {
		if !slices.Contains(keywordNames, k) {
			return fmt.Errorf("unknown keyword %q", k)
		}
		if v < 1 {
			return fmt.Errorf("keyword %s needs a value of at least 1", k)
		}
	}
	for _, a := range c.Abilities {
		if err := validateAbility(c, a); err != nil {
			return err
		}
	}
	return nil
}

var triggers = []trigger{OnPlay, OnReap, OnFight, OnBeforeFight, OnDestroyed, OnAction, OnOmni, Constant, Reaction}

var events = []string{"destroyed", "play", "reap", "fight", "forge", "turn_start", "turn_end"}

func validateAbility(c *CardDef, a Ability) error {
	if !slices.Contains(triggers, a.Trigger) {
		return fmt.Errorf("unknown trigger %q", a.Trigger)
	}
	if a.Trigger == Reaction && !slices.Contains(events, a.Event) {
		return fmt.Errorf("reaction to unknown event %q", a.Event)
	}
	if a.Trigger != Reaction && (a.Event != "" || a.Of != nil) {
		return fmt.Errorf("only reactions have an event")
	}
	if a.Host && c.Type != Upgrade {
		return fmt.Errorf("only upgrades give abilities to a host")
	}
	if len(a.Effects) == 0 {
		return fmt.Errorf("ability %s without effects", a.Trigger)
	}
	if a.Of != nil {
		if err := validateSelector(a.Of); err != nil {
			return err
		}
	}
	for _, e := range a.Effects {
		op, ok := ops[e.Do]
		if !ok {
			return fmt.Errorf("unknown effect %q", e.Do)
		}
		if a.Trigger == Constant && !op.modifier {
			return fmt.Errorf("constant ability with non-modifier effect %q", e.Do)
		}
		if a.Trigger == Constant && e.Target != nil {
			// Constant selectors are evaluated while computing power, so
			// they must not depend on power or on a choice.
			t := e.Target
			if (t.Pick != pickThis && t.Pick != pickHost && t.Pick != pickAll) || t.Most != "" || t.MaxPower > 0 || t.MinPower > 0 || (t.Zone != "" && t.Zone != zonePlay) {
				return fmt.Errorf("constant ability %q with a target that needs a choice or power", e.Do)
			}
		}
		if a.Trigger != Constant && e.Do == "bank" {
			return fmt.Errorf("bank is a constant ability")
		}
		if op.target && e.Target == nil {
			return fmt.Errorf("effect %q needs a target", e.Do)
		}
		if !op.target && e.Target != nil {
			return fmt.Errorf("effect %q takes no target", e.Do)
		}
		if e.Do == "hook" {
			if _, ok := hooks[e.Hook]; !ok || e.Text == "" {
				return fmt.Errorf("hook %q unknown or without text", e.Hook)
			}
		}
		if e.Do == "keyword" && !slices.Contains(keywordNames, e.Keyword) {
			return fmt.Errorf("keyword effect with unknown keyword %q", e.Keyword)
		}
		switch e.Amount {
		case "", "it_power", "it_count", "num":
		default:
			return fmt.Errorf("unknown amount %q", e.Amount)
		}
		switch e.Who {
		case "", whoYou, whoOpp:
		default:
			return fmt.Errorf("unknown who %q", e.Who)
		}
		switch e.Until {
		case "", "turn", "next":
		default:
			return fmt.Errorf("unknown until %q", e.Until)
		}
		for _, sel := range []*Selector{e.Target, e.Per} {
			if sel != nil {
				if err := validateSelector(sel); err != nil {
					return fmt.Errorf("%s: %w", e.Do, err)
				}
			}
		}
	}
	return nil
}

func validateSelector(s *Selector) error {
	switch s.Pick {
	case pickThis, pickHost, pickIt, pickAll, pickOne, pickChoose, pickUpTo, pickRandom:
	default:
		return fmt.Errorf("unknown pick %q", s.Pick)
	}
	if (s.Pick == pickChoose || s.Pick == pickUpTo || s.Pick == pickRandom) && s.N < 1 {
		return fmt.Errorf("pick %s needs n", s.Pick)
	}
	switch s.Side {
	case "", sideFriendly, sideEnemy:
	default:
		return fmt.Errorf("unknown side %q", s.Side)
	}
	switch s.Type {
	case "", Creature, Artifact, anyCard:
	default:
		return fmt.Errorf("unknown selector type %q", s.Type)
	}
	switch s.Zone {
	case "", zonePlay, zoneHand, zoneDiscard:
	default:
		return fmt.Errorf("unknown zone %q", s.Zone)
	}
	switch s.State {
	case "", condDamaged, condUndamaged, condExhausted, condReady, condStunned:
	default:
		return fmt.Errorf("unknown state %q", s.State)
	}
	switch s.Most {
	case "", "powerful", "weak":
	default:
		return fmt.Errorf("unknown most %q", s.Most)
	}
	switch s.Neighbors {
	case "", "this", "it":
	default:
		return fmt.Errorf("unknown neighbors %q", s.Neighbors)
	}
	return nil
}
