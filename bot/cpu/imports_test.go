package cpu

import (
	"os/exec"
	"strings"
	"testing"
)

// The CPU seats' mechanisms take every game through the contract and
// leave Discord and storage to the bot. (That they never import the bot
// the compiler sees to: the bot imports them.)
func TestTheCPUSeatsKnowNoDiscordNoStorageAndNoOneGame(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/deckhand/deckhand/"
	allowed := map[string]bool{module + "games": true, module + "games/ismcts": true, module + "bot/cpu": true}
	for dep := range strings.Lines(string(out)) {
		dep = strings.TrimSpace(dep)
		if strings.Contains(dep, "discordgo") || strings.Contains(dep, "bbolt") ||
			(strings.HasPrefix(dep, module) && !allowed[dep]) {
			t.Errorf("bot/cpu imports %s: the CPU seats take their game through the contract, and leave Discord and storage to the bot", dep)
		}
	}
}
