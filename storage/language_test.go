package storage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAServersLanguageSurvivesARestart(t *testing.T) {
	t.Parallel()
	s, path := open(t)
	l, err := s.ServerLanguage("g1")
	require.NoError(t, err)
	assert.Equal(t, Language{}, l, "a server never seen has no language")
	require.NoError(t, s.RememberServerLocale("g1", "pt-BR"))
	require.NoError(t, s.SetServerLanguage("g1", "de"))
	require.NoError(t, s.Close())

	s2, err := Open(path)
	require.NoError(t, err)
	defer s2.Close()
	l, err = s2.ServerLanguage("g1")
	require.NoError(t, err)
	assert.Equal(t, Language{Set: "de", Locale: "pt-BR"}, l)
	l, err = s2.ServerLanguage("g2")
	require.NoError(t, err)
	assert.Equal(t, Language{}, l, "one server's language is not another's")
}
