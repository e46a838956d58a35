package bitch

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"regexp"
	"strconv"
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

// readers are the languages besides English a player may read the game
// in, and the pseudo language, which is longer than any.
var readers = []string{lang.German, lang.Portuguese, lang.Pseudo}

// words of a text are its runs of two letters or more, seat references
// aside: a text without any (a card, a seat, a number) reads the same in
// every language.
var (
	seatRefPattern = regexp.MustCompile(`\{seat\d+\}`)
	wordPattern    = regexp.MustCompile(`[A-Za-z]{2,}`)
)

func hasWords(s string) bool { return wordPattern.MatchString(seatRefPattern.ReplaceAllString(s, "")) }

// said is every text a state shows, in order: the board, each seat's
// hand, every prompt, the board's and each hand's picture, the result.
// limits collects what Discord bounds: the prompts' texts, labels and
// details.
type said struct {
	texts                  []string
	prompts, labels, notes []string
}

func sayAll(st games.State, seats int) said {
	var out said
	add := func(ss ...string) { out.texts = append(out.texts, ss...) }
	view := func(v games.View) {
		add(v.Title)
		add(v.Lines...)
		for _, f := range v.Fields {
			add(f.Name, f.Value)
		}
	}
	view(st.Public())
	for seat := range seats {
		view(st.Private(seat))
	}
	for _, p := range st.Prompts() {
		add(p.Text)
		out.prompts = append(out.prompts, p.Text)
		for _, o := range p.Options {
			add(o.Label, o.Detail)
			out.labels = append(out.labels, o.Label)
			out.notes = append(out.notes, o.Detail)
		}
	}
	sc := st.(games.Scener)
	for seat := -1; seat < seats; seat++ {
		scene := sc.Scene(seat)
		add(scene.Title, scene.Caption)
		add(scene.Notes...)
		for _, a := range scene.Areas {
			add(a.Title, a.Status)
			for _, f := range a.Figures {
				add(f.Label, f.Value)
			}
			for _, z := range a.Zones {
				add(z.Name, z.Note)
				for _, c := range z.Cards {
					add(c.Label, c.Title)
				}
			}
		}
	}
	if r := st.Result(); r != nil {
		add(r.Summary)
		add(r.Why...)
	}
	return out
}

// checkSaid holds what a reader of l reads against what English reads of
// the same moment.
func checkSaid(t *testing.T, l games.Lang, got, en said, where string) bool {
	t.Helper()
	ok := assert.Len(t, got.texts, len(en.texts), "%s in %s: the same things are shown", where, l.Tag())
	for i, s := range got.texts {
		ok = assert.NotContains(t, s, "bitch.", "%s in %s: a message id escaped its catalog", where, l.Tag()) && ok
		if l.Tag() == lang.Pseudo && i < len(en.texts) && hasWords(en.texts[i]) {
			ok = assert.NotEqual(t, en.texts[i], s, "%s: this text is not in the catalog", where) && ok
		}
	}
	for _, s := range got.prompts {
		ok = assert.LessOrEqual(t, utf8.RuneCountInString(s), games.MaxTextLen, "%s in %s: %q", where, l.Tag(), s) && ok
	}
	for _, s := range got.labels {
		ok = assert.LessOrEqual(t, utf8.RuneCountInString(s), games.MaxLabelLen, "%s in %s: %q", where, l.Tag(), s) && ok
	}
	for _, s := range got.notes {
		ok = assert.LessOrEqual(t, utf8.RuneCountInString(s), games.MaxDetailLen, "%s in %s: %q", where, l.Tag(), s) && ok
	}
	return ok
}

func TestEveryWordOfAGameInGermanPortugueseAndPseudoComesFromTheCatalog(t *testing.T) {
	t.Parallel()
	en := lang.Get(lang.English)
	type table struct {
		seats int
		opts  map[string]string
	}
	// A whole game at each table: the endgame's words come last. Eight
	// seats and four decks are long games, played in the full run.
	tables := []table{{2, nil}, {3, map[string]string{optFirst: firstDealer}}}
	switch {
	case gametest.Race:
		// Under the race detector a game is many times slower: one game
		// of two players, the dealer choosing who starts, says every kind
		// of text the game has.
		tables = []table{{2, map[string]string{optFirst: firstDealer}}}
	case !testing.Short():
		tables = append(tables, table{8, nil}, table{2, map[string]string{optDecks: "4"}}, table{4, nil})
	}
	perTable := 2
	if testing.Short() {
		perTable = 1
	}
	for _, tb := range tables {
		for g := range perTable {
			seed := uint64(70 + 10*tb.seats + g)
			s, err := newState(games.Config{Seats: tb.seats, Seed: seed, Options: tb.opts})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(seed, 9))
			for step := 0; ; step++ {
				where := "seed " + strconv.FormatUint(seed, 10) + " step " + strconv.Itoa(step)
				english := sayAll(s, tb.seats)
				for _, tag := range readers {
					l := lang.Get(tag)
					if !checkSaid(t, l, sayAll(games.In(s, l), tb.seats), english, where) {
						return
					}
				}
				if s.Result() != nil {
					require.NotZero(t, s.Result().SummaryMsg)
					require.Equal(t, s.Result().Summary, en.Say(s.Result().SummaryMsg))
					break
				}
				require.Less(t, step, kitMaxSteps, where)
				_, evs, err := games.PlayRandom(s, -1, false, rng)
				require.NoError(t, err, where)
				for _, ev := range evs {
					require.NotZero(t, ev.Msg, "%s: %q has no message", where, ev.Text)
					require.Equal(t, ev.Text, en.Say(ev.Msg), "%s: the event's message says its English text", where)
					for _, tag := range readers {
						l := lang.Get(tag)
						got := l.Say(ev.Msg)
						require.NotContains(t, got, "bitch.", "%s in %s", where, tag)
						if tag == lang.Pseudo && hasWords(ev.Text) {
							require.NotEqual(t, ev.Text, got, where)
						}
					}
				}
			}
		}
	}
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
