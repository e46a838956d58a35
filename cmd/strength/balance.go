package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sync"
	"text/tabwriter"

	"github.com/deckhand/deckhand/games"
)

// The balance report (-report): what the games played say about the
// game's design rather than about the players. It counts every seat
// alike, whichever player sat there, so it reads best between equal
// players (-a hard -b hard). The game tells it what to count through
// games.Balanced; the report watches each game answer by answer.

// balance gathers the report over every game.
type balance struct {
	mu                  sync.Mutex
	firstWon, firstLost int   // decided games, by the first seat's result
	drawn               int   // games every seat tied
	turns               []int // turns of each seat of each game
	groups              map[string]*tally
	cards               map[string]*cardTally
	decks               map[uint64]*tally // by pool deck, with -decks
}

// tally is the decided seat-games of a group and those won.
type tally struct{ games, won int }

// cardTally is what the seats holding one card did with it, in decided
// seat-games.
type cardTally struct {
	held, played int // seat-games in which the seat held it; and played it
	playedWon    int // of those it played, won
	heldWon      int // of those it held but never played, won
}

func newBalance() *balance {
	return &balance{groups: map[string]*tally{}, cards: map[string]*cardTally{}, decks: map[uint64]*tally{}}
}

// watcher follows one game for the report.
type watcher struct {
	seats        int
	held, played []map[string]bool // per seat, the tracked cards
	buf          []string
	first        int // the first seat, once known
}

func newWatcher(seats int) *watcher {
	w := &watcher{seats: seats, first: -1}
	for range seats {
		w.held = append(w.held, map[string]bool{})
		w.played = append(w.played, map[string]bool{})
	}
	return w
}

// see notes, before seat's answer a is applied to s, the cards every
// seat holds and those a plays.
func (w *watcher) see(s games.Balanced, seat int, a games.Answer) {
	w.hold(s)
	w.buf = s.Plays(a, w.buf[:0])
	for _, c := range w.buf {
		w.played[seat][c] = true
	}
}

// hold notes the cards every seat holds in s, and the first seat.
func (w *watcher) hold(s games.Balanced) {
	if w.first < 0 {
		w.first = s.FirstSeat()
	}
	for seat := range w.seats {
		w.buf = s.Tracked(seat, w.buf[:0])
		for _, c := range w.buf {
			w.held[seat][c] = true
		}
	}
}

// add counts game w saw, ended in s with r.
func (b *balance) add(w *watcher, s games.Balanced, r *games.Result) {
	w.hold(s)
	b.mu.Lock()
	defer b.mu.Unlock()
	for seat := range w.seats {
		b.turns = append(b.turns, s.Turns(seat))
		won, drawn, _ := seatResult(r, seat)
		if seat == w.first && !drawn {
			if won {
				b.firstWon++
			} else {
				b.firstLost++
			}
		}
		if drawn {
			if seat == 0 {
				b.drawn++
			}
			continue
		}
		for _, g := range s.Groups(seat, nil) {
			t := b.groups[g]
			if t == nil {
				t = &tally{}
				b.groups[g] = t
			}
			t.games++
			if won {
				t.won++
			}
		}
		for c := range w.held[seat] {
			ct := b.cardOf(c)
			ct.held++
			switch {
			case !w.played[seat][c]:
				if won {
					ct.heldWon++
				}
			case won:
				ct.playedWon++
			}
		}
		for c := range w.played[seat] {
			b.cardOf(c).played++
		}
	}
}

// addDecks counts a decided game for the pool decks its seats held.
func (b *balance) addDecks(decks []uint64, r *games.Result) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for seat, d := range decks {
		won, drawn, _ := seatResult(r, seat)
		if drawn {
			continue
		}
		t := b.decks[d]
		if t == nil {
			t = &tally{}
			b.decks[d] = t
		}
		t.games++
		if won {
			t.won++
		}
	}
}

// printDecks writes the spread of the pool decks' win rates: the least,
// the tenth, the median and the ninetieth percentile and the most, and
// how many decks never won or always won.
func (b *balance) printDecks(w io.Writer) {
	var rates []float64
	games, never, always := 0, 0, 0
	for _, t := range b.decks {
		if t.games == 0 {
			continue
		}
		games += t.games
		rates = append(rates, float64(t.won)/float64(t.games))
		switch t.won {
		case 0:
			never++
		case t.games:
			always++
		}
	}
	if len(rates) == 0 {
		return
	}
	slices.Sort(rates)
	at := func(q float64) float64 { return 100 * rates[min(len(rates)-1, int(q*float64(len(rates))))] }
	fmt.Fprintf(w, "decks: %d generated decks, %.1f decided seat-games each; win rate least %.0f%%, p10 %.0f%%, median %.0f%%, p90 %.0f%%, most %.0f%%; never won %d, always won %d\n",
		len(rates), float64(games)/float64(len(rates)), at(0), at(0.1), at(0.5), at(0.9), at(1), never, always)
}

func (b *balance) cardOf(c string) *cardTally {
	ct := b.cards[c]
	if ct == nil {
		ct = &cardTally{}
		b.cards[c] = ct
	}
	return ct
}

// print writes the report: the first seat's share of decided games,
// turns per player, each group's and each tracked card's record.
// Drawn games count in turns only.
func (b *balance) print(w io.Writer) {
	n := b.firstWon + b.firstLost
	lo, hi := wilson(b.firstWon, n)
	fmt.Fprintf(w, "first seat: won %d of %d decided games (%s%%, 95%% interval %.1f-%.1f%%), %d drawn\n",
		b.firstWon, n, percent(b.firstWon, n), 100*lo, 100*hi, b.drawn)
	t := slices.Clone(b.turns)
	slices.Sort(t)
	sum := 0
	for _, n := range t {
		sum += n
	}
	if len(t) > 0 {
		fmt.Fprintf(w, "turns per player: mean %.1f, median %d, range %d-%d\n",
			float64(sum)/float64(len(t)), t[len(t)/2], t[0], t[len(t)-1])
	}
	if len(b.groups) > 0 {
		tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "group\tseat-games\twon %\t")
		for _, g := range sortedKeys(b.groups) {
			fmt.Fprintf(tw, "%s\t%d\t%s\t\n", g, b.groups[g].games, percent(b.groups[g].won, b.groups[g].games))
		}
		tw.Flush()
	}
	if len(b.cards) > 0 {
		tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "card\theld\tplayed %\twon % played\twon % held, unplayed\t")
		for _, c := range sortedKeys(b.cards) {
			ct := b.cards[c]
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t\n", c, ct.held, percent(ct.played, ct.held),
				percent(ct.playedWon, ct.played), percent(ct.heldWon, ct.held-ct.played))
		}
		tw.Flush()
	}
	b.printDecks(w)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// wilson is the Wilson score interval, at 95%, of a share won of n: the
// interval a design's target (first seat 45-55%) is read against, which
// unlike the normal approximation stays within 0 and 1 for few games.
func wilson(won, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p, fn := float64(won)/float64(n), float64(n)
	centre := (p + z*z/(2*fn)) / (1 + z*z/fn)
	half := z / (1 + z*z/fn) * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn))
	return max(centre-half, 0), min(centre+half, 1)
}
