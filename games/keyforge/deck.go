package keyforge

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"
	"strings"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
)

// Deck is an identity card and its 36 cards, 12 from each of 3 houses.
type Deck struct {
	Slug   string   `json:"slug,omitempty"`
	Name   string   `json:"name"`
	Houses []string `json:"houses"`
	Token  string   `json:"token"`
	Cards  []string `json:"cards"`
}

var readyDecks []Deck

func mustLoadDecks() []Deck {
	ds, err := loadDecks(assets.FS)
	if err != nil {
		panic("keyforge: " + err.Error())
	}
	return ds
}

func loadDecks(fsys fs.FS) ([]Deck, error) {
	data, err := fs.ReadFile(fsys, "keyforge/decks.json")
	if err != nil {
		return nil, err
	}
	var ds []Deck
	if err := json.Unmarshal(data, &ds); err != nil {
		return nil, fmt.Errorf("decks.json: %w", err)
	}
	seen := map[string]bool{}
	for _, d := range ds {
		if d.Slug == "" || seen[d.Slug] || d.Slug == "random" {
			return nil, fmt.Errorf("decks.json: deck %q needs a unique slug", d.Name)
		}
		seen[d.Slug] = true
		if err := d.Validate(); err != nil {
			return nil, fmt.Errorf("decks.json: %s: %w", d.Slug, err)
		}
	}
	if len(ds) > 24 {
		return nil, fmt.Errorf("decks.json: %d decks do not fit the lobby's choices", len(ds))
	}
	return ds, nil
}

// Validate checks the deck's shape: 3 houses of the pool, 12 cards of
// each, a token creature of one of them.
func (d Deck) Validate() error {
	if d.Name == "" || len(d.Houses) != 3 {
		return fmt.Errorf("a deck needs a name and 3 houses")
	}
	per := map[string]int{}
	for _, h := range d.Houses {
		if _, ok := pool.ByHouse[h]; !ok {
			return fmt.Errorf("unknown house %q", h)
		}
		per[h] = 0
	}
	if len(per) != 3 {
		return fmt.Errorf("houses repeat")
	}
	for _, c := range d.Cards {
		cd := def(c)
		if cd == nil || cd.Type == Token {
			return fmt.Errorf("unknown card %q", c)
		}
		if _, ok := per[cd.House]; !ok {
			return fmt.Errorf("card %q is not of the deck's houses", c)
		}
		per[cd.House]++
	}
	for h, n := range per {
		if n != 12 {
			return fmt.Errorf("%d cards of %s, want 12", n, h)
		}
	}
	t := def(d.Token)
	if t == nil || t.Type != Token || per[t.House] != 12 {
		return fmt.Errorf("token %q is not a token creature of the deck's houses", d.Token)
	}
	return nil
}

func deckBySlug(slug string) (Deck, bool) {
	for _, d := range readyDecks {
		if d.Slug == slug {
			return d, true
		}
	}
	return Deck{}, false
}

var rarityWeight = map[string]int{"": 3, "common": 3, "uncommon": 2, "rare": 1}

// maxCopies keeps generated decks varied: a common at most 3 times, an
// uncommon twice, a rare once.
var maxCopies = map[string]int{"": 3, "common": 3, "uncommon": 2, "rare": 1}

// GenerateDeck makes a new unique deck: 3 houses drawn at random, 12
// cards of each drawn by rarity, a token of one house and a generated name.
func GenerateDeck(rng *games.RNG) Deck { return generateDeck(rng, pool.Current()) }

// generateDeck draws by the rarities the cards had in edition, so a game
// dealt again in its edition (a replay) is dealt the decks it was.
func generateDeck(rng *games.RNG, edition int) Deck {
	hs := append([]string(nil), pool.Houses...)
	rng.Shuffle(len(hs), func(i, j int) { hs[i], hs[j] = hs[j], hs[i] })
	hs = hs[:3]
	sort.Slice(hs, func(i, j int) bool { return houseIndex(hs[i]) < houseIndex(hs[j]) })
	d := Deck{Houses: hs}
	for _, h := range hs {
		var cards []*CardDef
		for _, c := range pool.ByHouse[h] {
			if c := pool.Card(edition, c.ID); c != nil {
				cards = append(cards, c)
			}
		}
		copies := map[string]int{}
		for n := 0; n < 12; {
			total := 0
			for _, c := range cards {
				if copies[c.ID] < maxCopies[c.Rarity] {
					total += rarityWeight[c.Rarity]
				}
			}
			x := rng.IntN(total)
			for _, c := range cards {
				if copies[c.ID] >= maxCopies[c.Rarity] {
					continue
				}
				if x -= rarityWeight[c.Rarity]; x < 0 {
					copies[c.ID]++
					d.Cards = append(d.Cards, c.ID)
					n++
					break
				}
			}
		}
	}
	d.Token = pool.Tokens[hs[rng.IntN(3)]].ID
	d.Name = deckName(rng)
	return d
}

func houseIndex(h string) int {
	for i, x := range pool.Houses {
		if x == h {
			return i
		}
	}
	return -1
}

// Deck names: "Orla Venbrook, Keeper of the Salt Lantern". The parts are
// ours; with thousands of combinations a table rarely sees one twice.
var (
	nameStarts = []string{"Ar", "Bel", "Cor", "Dru", "El", "Fen", "Gal", "Hes", "Iv", "Jor", "Kel", "Lum", "Mar", "Nev", "Or", "Pell", "Quin", "Ros", "Sil", "Tam", "Ul", "Vey", "Wen", "Yar", "Zel"}
	nameEnds   = []string{"a", "ander", "eth", "ia", "ion", "is", "o", "ora", "us", "wyn", "ric", "elle", "an", "ith", "ette"}
	surStarts  = []string{"Ash", "Brin", "Cold", "Dusk", "Ember", "Frost", "Gloam", "Hollow", "Iron", "Marrow", "Nettle", "Oak", "Quill", "Raven", "Salt", "Thorn", "Vale", "Wick"}
	surEnds    = []string{"brook", "croft", "field", "gate", "hart", "mere", "moor", "ridge", "shaw", "stone", "well", "wood"}
	titles     = []string{"Keeper", "Warden", "Seeker", "Herald", "Tinker", "Breaker", "Scribe", "Drifter", "Marshal", "Oracle", "Smith", "Weaver"}
	adjs       = []string{"Salt", "Silent", "Copper", "Broken", "Ninth", "Hidden", "Crimson", "Hollow", "Last", "Sunken", "Glass", "Wandering"}
	things     = []string{"Lantern", "Vault", "Orchard", "Engine", "Spire", "Tide", "Choir", "Furnace", "Archive", "Crown", "Garden", "Bell"}
)

func deckName(rng *games.RNG) string {
	pick := func(xs []string) string { return xs[rng.IntN(len(xs))] }
	return fmt.Sprintf("%s%s %s%s, %s of the %s %s", pick(nameStarts), pick(nameEnds), pick(surStarts), pick(surEnds),
		pick(titles), pick(adjs), pick(things))
}

// houseList shows a deck's houses.
func houseList(hs []string) string { return strings.Join(hs, " · ") }
