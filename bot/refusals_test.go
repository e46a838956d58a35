package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestErrorsReadAsSentences(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "You must meld 7♥ first.", sentence(errString("you must meld 7♥ first")))
	assert.Equal(t, "That choice is no longer open.", sentence(errStale()))
}
