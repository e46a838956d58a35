package games

import (
	"fmt"
	"sort"
	"sync"
)

var (
	registryMu sync.RWMutex
	registry   = map[string]Game{}
)

// Register makes a game available by its slug. Game packages call it
// from init; registering one slug twice panics, as it is a wiring bug.
func Register(g Game) {
	registryMu.Lock()
	defer registryMu.Unlock()
	slug := g.Info().Slug
	if _, dup := registry[slug]; dup {
		panic(fmt.Sprintf("games: %q registered twice", slug))
	}
	registry[slug] = g
}

// Lookup returns the game with that slug.
func Lookup(slug string) (Game, bool) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	g, ok := registry[slug]
	return g, ok
}

// All returns every registered game, ordered by name.
func All() []Game {
	registryMu.RLock()
	defer registryMu.RUnlock()
	out := make([]Game, 0, len(registry))
	for _, g := range registry {
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Info().Name < out[j].Info().Name })
	return out
}
