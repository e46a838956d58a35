package pace

import (
	"os/exec"
	"strings"
	"testing"
)

// Who goes next under a bound takes no Discord, no storage, no game and
// nothing of the bot: the bot says what waits, and defers an answer
// through the function it hands WaitQueued.
func TestPacingKnowsNoDiscordNoStorageAndNoGame(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/deckhand/deckhand/"
	for dep := range strings.Lines(string(out)) {
		dep = strings.TrimSpace(dep)
		if strings.Contains(dep, "discordgo") || strings.Contains(dep, "bbolt") ||
			(strings.HasPrefix(dep, module) && dep != module+"bot/pace") {
			t.Errorf("bot/pace imports %s: pacing leaves Discord, storage and the games to the bot", dep)
		}
	}
}
