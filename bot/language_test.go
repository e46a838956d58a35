package bot

import (
	"path/filepath"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

func TestAMemberReadsTheirOwnDiscordLanguageWhereDeckhandSpeaksIt(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ locale, reads string }{
		{"de", lang.German},
		{"pt-BR", lang.Portuguese},
		{"pt-PT", lang.Portuguese}, // the closest Deckhand speaks
		{"en-US", lang.English},
		{"en-GB", lang.English},
		{"ja", lang.English}, // not spoken: English
		{"", lang.English},
	} {
		c := &discord.Context{Interaction: &discordgo.Interaction{Locale: discordgo.Locale(tc.locale)}}
		assert.Equal(t, tc.reads, reader(c).Tag(), "a member whose Discord is in %q", tc.locale)
	}
}

func TestAServerReadsWhatItsOrganiserSetElseItsDiscordLocaleElseEnglish(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		l     storage.Language
		reads string
	}{
		{storage.Language{}, lang.English},
		{storage.Language{Locale: "de"}, lang.German},
		{storage.Language{Locale: "fr"}, lang.English},
		{storage.Language{Set: lang.Portuguese, Locale: "de"}, lang.Portuguese},
		{storage.Language{Set: lang.English, Locale: "de"}, lang.English},
		{storage.Language{Set: "xx", Locale: "de"}, lang.German}, // a setting no longer spoken
	} {
		assert.Equal(t, tc.reads, serverLanguage(tc.l).Tag(), "%+v", tc.l)
	}
}

func TestAServersLocaleIsRememberedForThePostsNoInteractionTellsOf(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "deckhand.db")
	store, err := storage.Open(path)
	require.NoError(t, err)
	ls := newLanguages(store)
	assert.Equal(t, lang.English, ls.public("g1").Tag(), "a server never seen")
	assert.Equal(t, lang.English, ls.public("").Tag(), "a direct message")

	ls.seen("g1", "en-US")
	have, err := store.ServerLanguage("g1")
	require.NoError(t, err)
	assert.Equal(t, storage.Language{}, have, "English, as it always read, is not written")

	ls.seen("g1", "de")
	assert.Equal(t, lang.German, ls.public("g1").Tag())
	require.NoError(t, ls.set("g1", lang.Portuguese))
	assert.Equal(t, lang.Portuguese, ls.public("g1").Tag(), "the organiser's choice over the locale")
	require.NoError(t, store.Close())

	store, err = storage.Open(path)
	require.NoError(t, err)
	defer store.Close()
	again := newLanguages(store)
	assert.Equal(t, lang.Portuguese, again.public("g1").Tag(), "after a restart")
	require.NoError(t, again.set("g1", ""))
	assert.Equal(t, lang.German, again.public("g1").Tag(), "the setting cleared: the server's locale, remembered")
}

// English fits a message's text; a longer language is sent as an embed.
func TestPrivacyIsSaidInTheMembersLanguageAndFitsOneMessageInEach(t *testing.T) {
	t.Parallel()
	r := Retention{KeepDays: 90, Backups: true, BackupEvery: 6 * time.Hour, BackupKeep: 7}
	for _, tag := range lang.Tags() {
		text := privacyText(lang.Get(tag), r)
		assert.LessOrEqual(t, utf8.RuneCountInString(text), 4096, "%s: an embed's description", tag)
	}
	assert.Contains(t, privacyText(lang.Get(lang.German), r), "alle 6 Stunden")
	assert.Contains(t, privacyText(lang.Get(lang.Portuguese), r), "a cada 6 horas")
}

// TestEveryCountTheBotSaysHasItsPluralForms: a message said with a Count
// needs the form each count picks in each language, or a count of one
// says the message's id.
func TestEveryCountTheBotSaysHasItsPluralForms(t *testing.T) {
	t.Parallel()
	for _, tag := range lang.Tags() {
		l := lang.Get(tag)
		for _, n := range []int{0, 1, 2, 5, 21} {
			for _, id := range []string{"deckhand.privacy.backups_newest", "deckhand.privacy.days", "deckhand.privacy.finished_games", "deckhand.privacy.hours",
				"deckhand.privacy.kept_days", "deckhand.privacy.left_lobbies", "deckhand.privacy.tables", "deckhand.refusal.need_exactly",
				"deckhand.refusal.there_are", "deckhand.notice.passed_over_one", "deckhand.notice.passed_over_many"} {
				assert.NotEqual(t, id, l.T(id, "Count", n, "Who", "<@1>"), "%s with %d in %s", id, n, tag)
			}
		}
	}
}
