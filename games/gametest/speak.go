package gametest

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"sync"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// The checks of a game whose words are in catalogs (games.Speaker). A
// language changes words only: the state said in any language asks the
// same questions with the same ids, in English it reads exactly as the
// state itself (English is every state's own language), saying it leaves
// the state as it was, and even in the pseudo language (40% longer) every
// prompt and view fits Discord. No text says a message id instead of
// words (a missing message reads as its id): not the board, a hand, a
// prompt, a picture, a card looked up, the result, nor an event said.

// speakers are the languages a Speaker is said in at each checked step.
var speakers = func() []games.Lang {
	var out []games.Lang
	for _, t := range lang.Tags() {
		out = append(out, lang.Get(t))
	}
	return out
}()

// checkSpeaker checks s said in every language; slug is its game's.
// With lookups it reads the cards anyone may look up too: a game's
// every visible card said in every language is the dearest text of a
// step (two fifths of KeyForge's kit run when read at every step), and
// a card reads much alike from one step to the next, so the suite reads
// them at one checked step in sparseEvery.
func checkSpeaker(slug string, s games.State, seats int, lookups bool) error {
	sp, ok := s.(games.Speaker)
	if !ok {
		return nil
	}
	before := mustEncode(s)
	prompts := s.Prompts()
	leak := idLeak(slug)
	for _, l := range speakers {
		said := sp.In(l)
		if !bytes.Equal(before, mustEncode(s)) {
			return fmt.Errorf("In(%s) changed the state", l.Tag())
		}
		got := said.Prompts()
		if err := sameQuestions(prompts, got); err != nil {
			return fmt.Errorf("said in %s: %w", l.Tag(), err)
		}
		views := []games.View{said.Public()}
		for seat := range seats {
			views = append(views, said.Private(seat))
		}
		if l.Tag() == lang.English {
			own := []games.View{s.Public()}
			for seat := range seats {
				own = append(own, s.Private(seat))
			}
			if !reflect.DeepEqual(own, views) || !reflect.DeepEqual(prompts, got) {
				return fmt.Errorf("said in English differs from the state's own words")
			}
		}
		if err := checkPrompts(got, seats); err != nil {
			return fmt.Errorf("said in %s: %w", l.Tag(), err)
		}
		for i, v := range views {
			if err := checkView(fmt.Sprintf("view %d said in %s", i, l.Tag()), v); err != nil {
				return err
			}
		}
		if text := leak.in(screenTexts(said, seats, lookups)...); text != "" {
			return fmt.Errorf("said in %s, a text says a message id: %q", l.Tag(), text)
		}
	}
	return nil
}

// sameQuestions fails when said asks other questions than own: the
// prompts' ids, seats, bounds and option ids, in order.
func sameQuestions(own, said []games.Prompt) error {
	if len(own) != len(said) {
		return fmt.Errorf("%d prompts, want %d", len(said), len(own))
	}
	for i, p := range own {
		q := said[i]
		if p.ID != q.ID || p.Seat != q.Seat || p.Min != q.Min || p.Max != q.Max || p.Optional != q.Optional || p.Public != q.Public || len(p.Options) != len(q.Options) {
			return fmt.Errorf("prompt %d changes the prompts' ids or bounds: %s/%d/%d..%d, want %s/%d/%d..%d", i, q.ID, q.Seat, q.Min, q.Max, p.ID, p.Seat, p.Min, p.Max)
		}
		for k, o := range p.Options {
			if q.Options[k].ID != o.ID {
				return fmt.Errorf("prompt %s changes the prompts' ids: option %d is %s, want %s", p.ID, k, q.Options[k].ID, o.ID)
			}
		}
	}
	return nil
}

// idLeak finds a message id of the game called slug in a text: a
// message missing from a catalog reads as its id.
type idLeak string

// in is the first of texts that says an id, or "". Most texts hold no
// "slug." at all: the plain search spares them the expression, which the
// thousands of texts of a checked step would otherwise all pay.
func (slug idLeak) in(texts ...string) string {
	re := leakPattern(string(slug))
	for _, t := range texts {
		if strings.Contains(t, string(slug)+".") && re.MatchString(t) {
			return t
		}
	}
	return ""
}

var leakPatterns sync.Map // slug → *regexp.Regexp

func leakPattern(slug string) *regexp.Regexp {
	if re, ok := leakPatterns.Load(slug); ok {
		return re.(*regexp.Regexp)
	}
	re, _ := leakPatterns.LoadOrStore(slug, regexp.MustCompile(`\b`+regexp.QuoteMeta(slug)+`\.[a-z]`))
	return re.(*regexp.Regexp)
}

// checkEventsSaid fails an event whose Msg, said in English, is not its
// Text: the board keeps the Msg and says it to each reader, so it must
// say what the event says. Said in any language, no Msg shows a message
// id.
func checkEventsSaid(slug string, events []games.Event) error {
	en := lang.Get(lang.English)
	leak := idLeak(slug)
	for _, e := range events {
		if e.Msg.IsZero() || e.Text == "" {
			continue
		}
		if said := en.Say(e.Msg); said != e.Text {
			return fmt.Errorf("an event's Msg says %q in English, its Text %q", said, e.Text)
		}
		for _, l := range speakers {
			if said := l.Say(e.Msg); leak.in(said) != "" {
				return fmt.Errorf("an event's Msg said in %s says a message id: %q", l.Tag(), said)
			}
		}
	}
	return nil
}

// checkResultSaid fails a result whose SummaryMsg, said in English, is
// not its Summary: history keeps the Msg and says it later.
func checkResultSaid(r *games.Result) error {
	if r.SummaryMsg.IsZero() {
		return nil
	}
	if said := lang.Get(lang.English).Say(r.SummaryMsg); said != r.Summary {
		return fmt.Errorf("the result's SummaryMsg says %q in English, its Summary %q", said, r.Summary)
	}
	return nil
}

// checkInfoSaid checks g's Info in every language: the same slug, seats
// and option keys and values, and each a rules page Discord can show.
func checkInfoSaid(g games.Game) []error {
	if _, ok := g.(games.InfoSpeaker); !ok {
		return nil
	}
	own := g.Info()
	var errs []error
	for _, l := range speakers {
		info := games.InfoIn(g, l)
		if info.Slug != own.Slug || info.MinSeats != own.MinSeats || info.MaxSeats != own.MaxSeats || len(info.Options) != len(own.Options) {
			errs = append(errs, fmt.Errorf("info in %s: slug, seats or options differ from English", l.Tag()))
			continue
		}
		for i, o := range own.Options {
			p := info.Options[i]
			if p.Key != o.Key || p.Default != o.Default || len(p.Choices) != len(o.Choices) {
				errs = append(errs, fmt.Errorf("info in %s: option %s differs from English in key, default or choices", l.Tag(), o.Key))
				continue
			}
			for k, c := range o.Choices {
				if p.Choices[k].Value != c.Value {
					errs = append(errs, fmt.Errorf("info in %s: option %s choice %d is %q, want %q", l.Tag(), o.Key, k, p.Choices[k].Value, c.Value))
				}
			}
		}
		if err := checkRules(info.Rules); err != nil {
			errs = append(errs, fmt.Errorf("rules page in %s: %w", l.Tag(), err))
		}
	}
	return errs
}
