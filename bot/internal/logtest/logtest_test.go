package logtest

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLinesAreThoseWithEveryWord(t *testing.T) {
	log := "level=ERROR msg=\"set aside\" table=t1\n\nlevel=INFO msg=\"set aside\" table=t2\nlevel=ERROR msg=saved table=t1\n"
	assert.Equal(t, []string{`level=ERROR msg="set aside" table=t1`}, Lines(log, "set aside", "table=t1"))
	assert.Len(t, Lines(log), 3, "no words: every line that is not empty")
	assert.Empty(t, Lines(log, "table=t3"))
}
