package turnping

import (
	"os/exec"
	"strings"
	"testing"
)

// The turn ping's rule takes no Discord, no storage, no one game and
// nothing of the bot: the bot says whom the game waits on, renders and
// sends. (That it never imports the bot the compiler sees to: the bot
// imports it.)
func TestTheTurnPingKnowsNoDiscordNoStorageAndNoGame(t *testing.T) {
	t.Parallel()
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const module = "github.com/deckhand/deckhand/"
	for dep := range strings.Lines(string(out)) {
		dep = strings.TrimSpace(dep)
		if strings.Contains(dep, "discordgo") || strings.Contains(dep, "bbolt") ||
			(strings.HasPrefix(dep, module) && dep != module+"bot/turnping") {
			t.Errorf("bot/turnping imports %s: the turn ping leaves Discord, storage and the games to the bot", dep)
		}
	}
}
