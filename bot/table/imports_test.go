package table

import (
	"os/exec"
	"strings"
	"testing"
)

// The rules of a table hold without Discord, without a disk and without
// any one game: they are tested, and read, on their own.
func TestTheTableRulesKnowNoDiscordNoStorageAndNoOneGame(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/deckhand/deckhand/"
	allowed := map[string]bool{module + "games": true, module + "games/ismcts": true, module + "bot/table": true}
	for dep := range strings.Lines(string(out)) {
		dep = strings.TrimSpace(dep)
		if strings.Contains(dep, "discordgo") || strings.Contains(dep, "bbolt") ||
			(strings.HasPrefix(dep, module) && !allowed[dep]) {
			t.Errorf("bot/table imports %s: the table's rules take their game through the contract, and leave Discord and storage to the bot", dep)
		}
	}
}
