package discord_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/discord"
)

func TestAForgetButtonNamesItsMemberAndAnswer(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]discord.ForgetID{
		"f:123:yes": {Member: "123", Yes: true},
		"f:123:no":  {Member: "123"},
	} {
		got, err := parse(t, discord.ForgetID{}, s)
		assert.NoError(t, err, s)
		assert.Equal(t, want, got)
		assert.Equal(t, s, want.String())
	}
	for _, bad := range []string{"f:123", "f::yes", "f:123:maybe", "f:123:yes:1", "y:123:yes"} {
		_, err := parse(t, discord.ForgetID{}, bad)
		assert.Error(t, err, bad)
	}
}
