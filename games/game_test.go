package games

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValidIDsFitInsideACustomID(t *testing.T) {
	t.Parallel()
	for _, id := range []string{"a", "play", "7H", "b12", "x.y_z-1+2=3~", strings.Repeat("a", MaxIDLen)} {
		assert.True(t, ValidID(id), id)
	}
	for _, id := range []string{"", "a:b", "a b", "é", "a/b", strings.Repeat("a", MaxIDLen+1)} {
		assert.False(t, ValidID(id), id)
	}
}

func TestAMissingOptionTakesItsDefault(t *testing.T) {
	t.Parallel()
	specs := []OptionSpec{{Key: "end", Default: "stars"}}
	assert.Equal(t, "stars", Config{}.Option(specs, "end"))
	assert.Equal(t, "deck", Config{Options: map[string]string{"end": "deck"}}.Option(specs, "end"))
	assert.Equal(t, "", Config{}.Option(specs, "unknown"))
}
