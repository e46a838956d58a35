package shape_test

import (
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/bot/internal/shape"
)

// maxMethods bounds the method set of any type in the module, promoted
// methods included, since a reader of a value meets all of them. Why 60:
// twice the 30 the bot holds its parts to (bot/shape_test.go), as a
// game's state answers the whole rule book of its game and the fake
// Discord the whole of the API the bot uses; the types that read as one
// thing stay under it (starcollector.state 53, draw.canvas 44), while
// those past it each mixed concepts with data of their own (KeyForge's
// cards on the table and its turn, the fake's gateway and its REST
// routes), which read better as types that own that data. The bot's
// packages keep the bot's own test, all but the fake Discord, which that
// test does not count.
const maxMethods = 60

// oversized are the types still past the bound, each held to the count it
// has come down to. A split lowers its figure; a type within the bound
// leaves the list, and nothing joins it.
var oversized = map[string]int{
	// none: the last three (KeyForge's and Bird Rummy's states, the fake
	// Discord's server) were split within the bound
}

const module = "github.com/deckhand/deckhand/"

func TestEveryTypeKeepsWithin60MethodsOrOnlyShrinksTowardIt(t *testing.T) {
	counts, err := shape.Methods(moduleRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(counts) < 100 {
		t.Fatalf("counted %d types: the module was not read", len(counts))
	}
	sort.Slice(counts, func(i, j int) bool { return counts[i].Methods > counts[j].Methods })
	for i, c := range counts {
		name := strings.TrimPrefix(c.Pkg, module) + "." + c.Type
		if i < 12 {
			t.Logf("%3d %s", c.Methods, name)
		}
		if ownBound(c.Pkg) {
			continue
		}
		limit, listed := oversized[name]
		switch {
		case listed && c.Methods <= maxMethods:
			t.Errorf("%s has %d methods counting promoted ones, within %d: take it off the oversized list", name, c.Methods, maxMethods)
		case listed && c.Methods > limit:
			t.Errorf("%s has %d methods counting promoted ones, more than the %d it had come down to", name, c.Methods, limit)
		case !listed && c.Methods > maxMethods:
			t.Errorf("%s has %d methods counting promoted ones, more than %d: split out a concept that has data of its own", name, c.Methods, maxMethods)
		}
	}
}

// ownBound reports whether a package keeps the bot's own bound.
func ownBound(pkg string) bool {
	bot := module + "bot"
	if pkg == module+"bot/discordtest" || strings.HasPrefix(pkg, module+"bot/discordtest/") {
		return false
	}
	return pkg == bot || strings.HasPrefix(pkg, bot+"/")
}

// moduleRoot is the directory of the module's go.mod.
func moduleRoot(t *testing.T) string {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Dir(strings.TrimSpace(string(out)))
}
