package rummy

import "github.com/deckhand/deckhand/games"

// Going out ends the round, and a round that brings a total to the
// target ends the match: then the higher total wins, whoever went out.
// An option that ends the match against the seat choosing it says so on
// its button, judged from what that seat sees (warnVerdict).

// warnEnds marks the single-choice options of ps (one-click melds,
// lay-offs, discards) that end the match with their chooser losing, or
// possibly losing. It tries an option on a copy only when some total
// could reach the target this round.
func (s *state) warnEnds(ps []games.Prompt) {
	if s.Phase != phasePlay || !s.couldEndMatch() {
		return
	}
	for k := range ps {
		p := &ps[k]
		if p.Max != 1 {
			s.warnWholeMeld(p)
			continue
		}
		for i := range p.Options {
			c := s.clone()
			if err := c.Play(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: []string{p.Options[i].ID}}); err != nil || len(c.Tally) == len(s.Tally) {
				continue // the round goes on
			}
			if v := s.Tally.verdict(p.Seat, s.Target, c); v != "" {
				p.Options[i].Label = warned(p.Options[i].Label, say(s.lang(), "rummy.warn.option", "Verdict", games.Say(v)))
			}
		}
	}
}

// warned is label with warn after it, the label cut to leave room.
func warned(label, warn string) string {
	warn = " · " + warn
	if room := games.MaxLabelLen - len(warn); room > len("…") {
		return clip(label, room) + warn
	}
	return clip(label+warn, games.MaxLabelLen)
}

// couldEndMatch reports whether a total could reach the target at the
// end of this round: the seat to act's with every card it holds melded,
// or the other's with the least its hand could cost it.
func (s *state) couldEndMatch() bool {
	t, pts := s.Tally.totals(len(s.Tally)), s.Melds.points()
	me, other := s.Turn, 1-s.Turn
	return t[me]+pts[me]+sumValues(s.Hands[me]) >= s.Target ||
		t[other]+pts[other]-leastValue*len(s.Hands[other]) >= s.Target
}

// leastValue and mostValue bound a card's points (value).
const (
	leastValue = 5
	mostValue  = 15
)

// verdict says how the round ended in end, reached by seat's answer from
// a table with this tally and target, goes for seat as seat can tell: its own total is known (its
// melds, and its hand, which it sees), the other's only within what the
// other hand's cards could cost: "you lose" when the match surely ends
// with seat behind, "you may lose" when it may (the ids of those words);
// "" otherwise.
func (tl tally) verdict(seat, target int, end *state) string {
	other := 1 - seat
	last := end.Tally[len(end.Tally)-1]
	before := tl.totals(len(tl))
	mine := before[seat] + last.Melded[seat] - last.InHand[seat]
	n := len(end.Hands[other])
	theirsLeast := before[other] + last.Melded[other] - mostValue*n
	theirsMost := before[other] + last.Melded[other] - leastValue*n
	surelyEnds := mine >= target || theirsLeast >= target
	mayEnd := surelyEnds || theirsMost >= target
	switch {
	case surelyEnds && theirsLeast > mine:
		return "rummy.verdict.lose"
	case mayEnd && theirsMost > mine:
		return "rummy.verdict.mayLose"
	}
	return ""
}

// warnWholeMeld says in the Meld question when melding the whole hand,
// which goes out, ends the match against the seat: a multi-select has
// no one button to mark.
func (s *state) warnWholeMeld(p *games.Prompt) {
	hand := s.Hands[p.Seat]
	if len(hand) < 3 || len(hand) > p.Max {
		return
	}
	codes := make([]string, len(hand))
	for i, c := range hand {
		codes[i] = c.Code()
	}
	c := s.clone()
	if err := c.Play(games.Answer{Seat: p.Seat, PromptID: p.ID, Choices: codes}); err != nil || len(c.Tally) == len(s.Tally) {
		return
	}
	if v := s.Tally.verdict(p.Seat, s.Target, c); v != "" {
		p.Text = clip(sentences(p.Text, say(s.lang(), "rummy.warn.meld", "Verdict", games.Say(v))), games.MaxTextLen)
	}
}
