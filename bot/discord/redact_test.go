package discord

import (
	"bytes"
	"errors"
	"log/slog"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestInteractionTokensAndURLPasswordsNeverReachTheLog(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	log := slog.New(RedactHandler(slog.NewTextHandler(&buf, nil)))
	err := errors.New(`Post "https://discord.com/api/v10/interactions/1234/aW50ZXJhY3Rpb24.tok-en_1/callback": EOF`)
	log.With("base", "https://deckhand:hunter2@proxy.example/").Warn("answering", "err", err,
		"url", "https://discord.com/api/v10/webhooks/99/aW50ZXJhY3Rpb24.tok-en_2/messages/@original")
	out := buf.String()
	for _, secret := range []string{"aW50ZXJhY3Rpb24", "hunter2"} {
		assert.NotContains(t, out, secret)
	}
	assert.Contains(t, out, "/interactions/1234/REDACTED/callback", "the rest of the URL stays to debug with")
	assert.Contains(t, out, "deckhand:REDACTED@proxy.example")
}
