package games

// CardLookup is implemented by games whose cards carry more than a board
// can show (KeyForge's rules texts): any player may read in full a card
// the whole table can see.
type CardLookup interface {
	// CardNames lists, each once, the names of the cards the whole table
	// can see now (in play, in discard piles); never a hidden card.
	CardNames() []string
	// Lookup returns the full text of a visible card, by name in any
	// case; false for a card nobody may look at.
	Lookup(name string) (View, bool)
	// CardWhere says in a few words where the visible card called name
	// lies ("in play", "in a discard pile", "in play and a discard
	// pile"), for a list of cards to read; "" for no such card.
	CardWhere(name string) string
}
