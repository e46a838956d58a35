package bitch

import (
	"encoding/json"
	"errors"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/assets"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
	"github.com/deckhand/deckhand/games/lang"
)

// words of a text are its runs of two letters or more, seat references
// aside: a text without any (a card, a seat, a number) reads the same in
// every language.
var (
	seatRefPattern = regexp.MustCompile(`\{seat\d+\}`)
	wordPattern    = regexp.MustCompile(`[A-Za-z]{2,}`)
)

func hasWords(s string) bool { return wordPattern.MatchString(seatRefPattern.ReplaceAllString(s, "")) }

// Every text a player reads comes from the catalog: said in the pseudo
// language, each that has words reads otherwise than in English, and
// German and Portuguese show as many texts as English, at every moment
// of random games walked by the kit (gametest.EveryScreen), the events
// told included. (That no id shows, every button fits, and every event
// and result says its English text, the kit checks for every game.)
func TestEveryWordOfAGameInGermanPortugueseAndPseudoComesFromTheCatalog(t *testing.T) {
	t.Parallel()
	en, pseudo := lang.Get(lang.English), lang.Get(lang.Pseudo)
	others := []games.Lang{lang.Get(lang.German), lang.Get(lang.Portuguese)}
	// A whole game at each table: the endgame's words come last. Eight
	// seats and four decks are long games, played in the full run.
	cfgs := []games.Config{{Seats: 2}, {Seats: 3, Options: map[string]string{optFirst: firstDealer}}}
	switch {
	case gametest.Race:
		// Under the race detector a game is many times slower: one game
		// of two players, the dealer choosing who starts, says every kind
		// of text the game has.
		cfgs = []games.Config{{Seats: 2, Options: map[string]string{optFirst: firstDealer}}}
	case !testing.Short():
		cfgs = append(cfgs, games.Config{Seats: 8}, games.Config{Seats: 2, Options: map[string]string{optDecks: "4"}}, games.Config{Seats: 4})
	}
	walk := gametest.Walk{Game: Game{}, Configs: cfgs, Games: 2, MaxSteps: kitMaxSteps}
	gametest.EveryScreen(t, walk, func(sc gametest.Screen) {
		english, said := sc.In(en), sc.In(pseudo)
		require.Len(t, said, len(english), "%s: the same things are shown in %s", sc.Where, pseudo.Tag())
		for _, l := range others {
			require.Len(t, sc.In(l), len(english), "%s: the same things are shown in %s", sc.Where, l.Tag())
		}
		for i, s := range said {
			if hasWords(english[i]) {
				require.NotEqual(t, english[i], s, "%s: this text is not in the catalog", sc.Where)
			}
		}
	})
}

// catalog flattens one of the game's catalog files: id → its forms.
func catalog(t *testing.T, tag string) map[string][]string {
	t.Helper()
	var tree map[string]any
	require.NoError(t, json.Unmarshal(assets.Read("bitch/lang/"+tag+".json"), &tree))
	out := map[string][]string{}
	var walk func(prefix string, node map[string]any)
	walk = func(prefix string, node map[string]any) {
		for k, v := range node {
			switch v := v.(type) {
			case string:
				out[prefix+k] = []string{v}
			case map[string]any:
				if other, ok := v["other"].(string); ok {
					out[prefix+k] = []string{other}
					if one, ok := v["one"].(string); ok {
						out[prefix+k] = append(out[prefix+k], one)
					}
					continue
				}
				walk(prefix+k+".", v)
			}
		}
	}
	walk("", tree)
	return out
}

// A message of English that is a sentence (two words or more, arguments
// aside) is said otherwise in German and in Portuguese: one left as it
// was would be English in the midst of a translation. Names, ranks and
// single words ("Joker") may rightly stay.
func TestEveryGermanAndPortugueseSentenceIsTranslated(t *testing.T) {
	t.Parallel()
	action := regexp.MustCompile(`\{\{[^}]*\}\}`)
	english := catalog(t, "en")
	require.NotEmpty(t, english)
	for _, tag := range []string{"de", "pt-BR"} {
		translated := catalog(t, tag)
		for id, forms := range english {
			words := wordPattern.FindAllString(action.ReplaceAllString(forms[0], ""), -1)
			if len(words) < 2 {
				continue
			}
			require.Contains(t, translated, id, tag)
			assert.NotEqual(t, forms[0], translated[id][0], "%s in %s is still English", id, tag)
		}
	}
}

func TestTheRulesPageOfEveryLanguageKeepsTheShapeDiscordPagesBy(t *testing.T) {
	t.Parallel()
	en := Game{}.Info()
	headings := func(page string) int { return len(heading.FindAllString(page, -1)) }
	for _, tag := range lang.Tags() {
		info := Game{}.InfoIn(lang.Get(tag))
		checkRulesShape(t, tag, info.Rules)
		assert.Equal(t, "bitch", info.Slug)
		if tag == lang.German || tag == lang.Portuguese {
			assert.NotEqual(t, en.Rules, info.Rules, "%s has its own page", tag)
			assert.Equal(t, headings(en.Rules), headings(info.Rules), "%s: the same sections as English", tag)
			assert.NotEqual(t, en.Summary, info.Summary, tag)
			for i, o := range info.Options {
				assert.Equal(t, en.Options[i].Key, o.Key)
				assert.NotEqual(t, en.Options[i].Help, o.Help, "%s: %s", tag, o.Key)
			}
		}
		for _, o := range info.Options {
			for _, c := range o.Choices {
				assert.LessOrEqual(t, utf8.RuneCountInString(c.Label), games.MaxDetailLen, "%s: %q", tag, c.Label)
			}
		}
	}
}

var (
	heading    = regexp.MustCompile(`(?m)^#{2,3} `)
	blockStart = regexp.MustCompile(`^(#{1,3} |-# |[-*•] |\d+\. |> )`)
)

// checkRulesShape holds a rules page to what Discord shows well: its
// "# " title first, no table or HTML comment, paragraphs on one line
// each, and no section (heading to heading) longer than a page.
func checkRulesShape(t *testing.T, tag, page string) {
	t.Helper()
	lines := strings.Split(page, "\n")
	assert.True(t, strings.HasPrefix(lines[0], "# "), "%s: the page opens with its title", tag)
	section := 0
	for i, line := range append(lines, "## end") {
		l := strings.TrimSpace(line)
		assert.False(t, strings.HasPrefix(l, "|"), "%s line %d is a table row", tag, i+1)
		assert.NotContains(t, l, "<!--", "%s line %d", tag, i+1)
		if i > 0 && i < len(lines) && l != "" && strings.TrimSpace(lines[i-1]) != "" {
			assert.Regexp(t, blockStart, l, "%s line %d continues the line above it", tag, i+1)
		}
		if heading.MatchString(line) {
			assert.LessOrEqual(t, section, games.RulesSectionMax, "%s: the section before line %d is longer than a page", tag, i+1)
			section = 0
		}
		section += utf8.RuneCountInString(line) + 1
	}
}

// Pressing your own Call bluff button is refused with words the bot can
// say in the presser's language, and changes nothing.
func TestWhoPressesTheirOwnCallBluffReadsWhyInTheirLanguage(t *testing.T) {
	t.Parallel()
	s := table(3).hand(0, "5C").hand(1, "4D").hand(2, "6D").played("9S", 9).deck("2H 3H 4H 5H 6H 7H 8H 9H")
	play(t, s, 0, "pass")
	before, err := s.Encode()
	require.NoError(t, err)
	_, err = s.Apply(games.Answer{Seat: 0, PromptID: bluffIDFor(s.Bluff.Turn), Choices: []string{"call"}})
	var r *games.Refusal
	require.True(t, errors.As(err, &r), "a refusal: %v", err)
	assert.Equal(t, "nobody calls their own bluff: the other players may call it", err.Error())
	de := lang.Get(lang.German).Say(r.Text)
	assert.NotEqual(t, err.Error(), de)
	assert.NotContains(t, de, "bitch.")
	after, err := s.Encode()
	require.NoError(t, err)
	assert.Equal(t, before, after)
}

// A Brazilian player reads the joker as Coringa in every list of cards:
// the hand, the stack and the events.
func TestABrazilianPlayerReadsTheJokerAsCoringa(t *testing.T) {
	t.Parallel()
	s := table(2).hand(0, "7H JK").hand(1, "4D").played("5S", 5)
	pt := s.In(lang.Get(lang.Portuguese))
	assert.Contains(t, strings.Join(pt.Private(0).Lines, "\n"), "7♥ Coringa")
	evs, err := s.Apply(games.Answer{Seat: 0, PromptID: s.turnID(), Choices: []string{"7"}})
	require.NoError(t, err)
	if len(evs) == 0 {
		evs, err = s.Apply(games.Answer{Seat: 0, PromptID: s.turnID(), Choices: []string{countIDs[1][1]}})
		require.NoError(t, err)
	}
	assert.Contains(t, lang.Get(lang.Portuguese).Say(evs[0].Msg), "7♥ Coringa")
	assert.Contains(t, evs[0].Text, "7♥ Joker", "the English text stays")
	assert.Contains(t, publicText(s.In(lang.Get(lang.Portuguese)).Public()), "Coringa")
}
