// Package keyforge is KeyForge for two players: the first to forge three
// keys wins. A turn is the five steps of the official turn sequence
// (forge a key, choose a house, play, discard and use cards of that house,
// ready, draw up to six); everything else follows KeyForge's published
// core rules (creatures and flanks, fight, reap, action, artifacts,
// upgrades, aember bonus, capture, steal, archives, exhaust and ready,
// chains, keywords). The card pool is our own, original names and texts,
// defined as data in assets/keyforge in five houses; a deck is 36 cards,
// 12 from each of three houses. Ready-made decks ship beside a generator
// of new unique decks.
//
// What the package holds: state.go is the state, which Clone copies and
// Decode checks (encode.go), with its stack of frames and open questions
// (frames.go); game.go deals it from the decks of deck.go over the card
// pool of def.go (cards and abilities). prompt.go asks the active
// player; apply.go takes the answers (Apply with event sentences, Play
// without, Legal and Waiting for a search). turn.go runs the five steps
// of a turn: housestep.go says which houses step 2 offers, mainstep.go
// which moves step 3 allows, and mainmoves.go, play.go and fight.go make
// them; dealer.go shuffles, draws and moves cards between zones; engine.go
// resolves everything through the stack of frames. effects.go is the
// effect vocabulary and steps an ability through it; playerops.go,
// creatureops.go and zones.go carry the effects out; select.go says
// which cards a selector takes and finds them; modifiers.go computes
// power, armor and restrictions from what is in play; hooks.go holds the
// abilities written in Go. end.go ranks a finished game and judges
// an unfinished one (Eval). text.go writes card texts from the data;
// view.go, scene.go, idle.go and whynot.go show the table and explain
// moves that do nothing or are not offered, and namesake.go names a
// creature as the picture shows it; lookup.go serves /card;
// knowledge.go, heuristic.go and playouts.go serve the CPU players;
// balance.go feeds the balance report. speak.go says a state in a
// reader's language (In): every word is a message of
// assets/keyforge/lang, and ask.go keeps an ability's question as
// messages until a reader reads it.
package keyforge

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// Game is KeyForge.
type Game struct{}

// The optional interfaces of the contract KeyForge offers, checked here
// so that a mistyped method cannot switch a kit check off silently.
var (
	_ games.Searchable  = (*state)(nil)
	_ games.CardCounter = (*state)(nil)
	_ games.Heuristic   = (*state)(nil)
	_ games.Knowledge   = (*state)(nil)
	_ games.Evaluator   = (*state)(nil)
	_ games.Playouts    = (*state)(nil)
	_ games.Scener      = (*state)(nil)
	_ games.CardLookup  = (*state)(nil)
	_ games.Speaker     = (*state)(nil)
	_ games.InfoSpeaker = Game{}
)

func init() {
	initOps()
	initHooks()
	pool = mustLoadPool()
	for _, h := range pool.Houses {
		houseIDs[h] = "h-" + strings.ToLower(h)
		actTexts[h] = clip(voice{english}.t("keyforge.prompt.act", "House", h), games.MaxTextLen)
		houseLabels[h] = new([16]string)
		for n := range houseLabels[h] {
			houseLabels[h][n] = houseLabel(voice{english}, h, n)
		}
	}
	readyDecks = mustLoadDecks()
	games.Register(Game{})
}

// rules are the rules pages by language, each read once: Info is
// called at every render.
var rules = map[string]func() string{
	lang.English:    assets.Text("keyforge/rules.md"),
	lang.German:     assets.Text("keyforge/rules.de.md"),
	lang.Portuguese: assets.Text("keyforge/rules.pt-BR.md"),
}

// Info describes the game for the lobby, in English.
func (g Game) Info() games.Info { return g.InfoIn(english) }

// InfoIn is Info said in l, with l's rules page (English for a language
// without one).
func (Game) InfoIn(l games.Lang) games.Info {
	v := voice{l}
	choices := []games.Choice{{Value: "random", Label: v.t("keyforge.info.random"), Detail: v.t("keyforge.info.randomDetail")}}
	for _, d := range readyDecks {
		// Each ready-made deck says its own houses under its name.
		choices = append(choices, games.Choice{Value: d.Slug, Label: d.Name, Detail: v.t("keyforge.info.ready", "Houses", strings.Join(d.Houses, ", "))})
	}
	page, ok := rules[l.Tag()]
	if !ok {
		page = rules[lang.English]
	}
	return games.Info{
		Slug:     "keyforge",
		Name:     v.t("keyforge.name"),
		Summary:  v.t("keyforge.info.summary"),
		MinSeats: 2,
		MaxSeats: 2,
		Options: []games.OptionSpec{
			{Key: "deck0", Name: v.t("keyforge.info.deck0"), Help: v.t("keyforge.info.deckHelp"), Choices: choices, Default: "random"},
			{Key: "deck1", Name: v.t("keyforge.info.deck1"), Help: v.t("keyforge.info.deckHelp"), Choices: choices, Default: "random"},
		},
		Rules: page(),
	}
}

// New deals a game: decks, first player, opening hands, mulligans.
func (g Game) New(cfg games.Config) (games.State, error) {
	if cfg.Seats != 2 {
		return nil, fmt.Errorf("keyforge is for 2 players, not %d", cfg.Seats)
	}
	edition := pool.Current()
	if cfg.Edition != nil {
		edition = *cfg.Edition
	}
	if edition < 0 || edition > pool.Current() {
		return nil, fmt.Errorf("no edition %d of the cards (this version knows 0-%d)", edition, pool.Current())
	}
	rng := games.NewRNG(cfg.Seed)
	var decks [2]Deck
	for seat := 0; seat < 2; seat++ {
		v := cfg.Option(g.Info().Options, fmt.Sprintf("deck%d", seat))
		if v == "random" || v == "" {
			decks[seat] = generateDeck(&rng, edition)
			continue
		}
		if n, ok := poolDeckNumber(v); ok {
			deckRNG := games.NewRNG(n)
			decks[seat] = generateDeck(&deckRNG, edition)
			continue
		}
		d, ok := deckBySlug(v)
		if !ok {
			return nil, fmt.Errorf("no deck %q", v)
		}
		decks[seat] = d
	}
	s := newState(decks, &rng, edition)
	return s, nil
}

// PoolDeck deals seat the generated deck number n: option deck<seat> =
// "gen:<n>", which the lobby never offers (players choose a ready-made
// deck or a new one); the balance report plays pools of such decks.
func (Game) PoolDeck(seat int, n uint64) (key, value string) {
	return fmt.Sprintf("deck%d", seat), poolPrefix + strconv.FormatUint(n, 10)
}

const poolPrefix = "gen:"

// poolDeckNumber reads a PoolDeck option value.
func poolDeckNumber(v string) (uint64, bool) {
	rest, ok := strings.CutPrefix(v, poolPrefix)
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseUint(rest, 10, 64)
	return n, err == nil
}

// newState seats two decks, shuffles them, picks the first player and
// deals the opening hands (7 for the first player, 6 for the other).
func newState(decks [2]Deck, rng *games.RNG, edition int) *state {
	s := &state{table: table{Edition: edition}, RNG: *rng, Winner: -1, Phase: phaseMulligan}
	for seat, d := range decks {
		pl := &s.table.P[seat]
		pl.DeckName, pl.Houses, pl.Token = d.Name, append([]string(nil), d.Houses...), d.Token
		for _, c := range d.Cards {
			pl.Deck = append(pl.Deck, len(s.table.Cards))
			s.table.Cards = append(s.table.Cards, Card{Def: c, Owner: seat})
		}
		s.shuffleDeck(seat)
	}
	s.First = s.RNG.IntN(2)
	s.Active = s.First
	s.draw(s.First, 7)
	s.draw(1-s.First, 6)
	s.log.ev = nil
	return s
}
