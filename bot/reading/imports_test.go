package reading

import (
	"os/exec"
	"strings"
	"testing"
)

// The reading room reads every game through the contract, never one
// game's own package, as the bot it was part of does. (That it never
// imports the bot the compiler sees to: the bot imports the room.)
func TestTheReadingRoomReadsEveryGameThroughTheContract(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/deckhand/deckhand/"
	// Of games, the contract and what the bot's parts share of it: its
	// words (lang) and the CPU players' search, which render names.
	shared := map[string]bool{module + "games/lang": true, module + "games/ismcts": true}
	for dep := range strings.Lines(string(out)) {
		dep = strings.TrimSpace(dep)
		if strings.HasPrefix(dep, module+"games/") && !shared[dep] {
			t.Errorf("bot/reading imports %s: it reads games through the contract", dep)
		}
	}
}
