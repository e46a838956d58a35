package livehand

import (
	"os/exec"
	"strings"
	"testing"
)

// What the bot keeps of open hands takes no Discord, no storage and no
// one game: the bot renders, draws and sends. (That it never imports the
// bot the compiler sees to: the bot imports it.)
func TestLiveHandsKnowNoDiscordNoStorageAndNoOneGame(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/deckhand/deckhand/"
	// The language a hand is read in comes with the words it holds
	// (games/lang, over the contract's texts and the embedded catalogs).
	allowed := map[string]bool{module + "games/lang": true, module + "games": true, module + "assets": true, module + "bot/livehand": true}
	for dep := range strings.Lines(string(out)) {
		dep = strings.TrimSpace(dep)
		if strings.Contains(dep, "discordgo") || strings.Contains(dep, "bbolt") ||
			(strings.HasPrefix(dep, module) && !allowed[dep]) {
			t.Errorf("bot/livehand imports %s: live hands leave Discord, storage and the games to the bot", dep)
		}
	}
}
