package discordtest

import (
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A body that ends before its announced length was torn by a client that
// went away (a bot killed as it sent), and is no violation of the bot's;
// a whole body that the fake cannot read is one.
func TestABodyCutShortByAClientThatWentAwayIsTornNotMalformed(t *testing.T) {
	t.Parallel()
	const body = "--b\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{}\r\n--b--\r\n"
	cut := &countedBody{ReadCloser: io.NopCloser(strings.NewReader(body[:20]))}
	assert.True(t, cut.torn(int64(len(body))), "the body ended 20 bytes into its announced length")
	whole := &countedBody{ReadCloser: io.NopCloser(strings.NewReader(body))}
	_, _ = io.ReadFull(whole, make([]byte, 5)) // the reader gave up early; the rest is still there
	assert.False(t, whole.torn(int64(len(body))), "the whole body came: a bad one is the client's")
	assert.False(t, (&countedBody{ReadCloser: io.NopCloser(strings.NewReader(""))}).torn(-1), "an unknown length is never taken as torn")
}
