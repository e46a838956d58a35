package rummy

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// shapeProblem says what keeps a rules page from paging in Discord as
// the English one does: a "# " title, "##" sections of at most
// games.RulesSectionMax characters with something under each heading,
// paragraphs and list items on one line, no table and no HTML comment.
func shapeProblem(page string) string {
	lines := strings.Split(page, "\n")
	if !strings.HasPrefix(lines[0], "# ") {
		return "no \"# \" title on line 1"
	}
	section, bare := 0, false
	for i, line := range append(lines, "## end") {
		l := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(l, "|") && strings.Count(l, "|") >= 2:
			return "a table row: " + l
		case strings.Contains(l, "<!--"):
			return "an HTML comment: " + l
		case i > 0 && i < len(lines) && l != "" && strings.TrimSpace(lines[i-1]) != "" && !block(l):
			return "a paragraph on two lines: " + l
		}
		if strings.HasPrefix(l, "## ") || strings.HasPrefix(l, "### ") {
			if bare && l != "## end" {
				return "a heading with nothing under it before " + l
			}
			if section > games.RulesSectionMax {
				return "a section over the page's length before " + l
			}
			section, bare = 0, true
		} else if l != "" {
			bare = false
		}
		section += utf8.RuneCountInString(line) + 1
	}
	return ""
}

// block reports whether a line starts a block of its own: a heading, a
// list item or a numbered step.
func block(l string) bool {
	if strings.HasPrefix(l, "#") || strings.HasPrefix(l, "- ") {
		return true
	}
	n := strings.IndexFunc(l, func(r rune) bool { return r < '0' || r > '9' })
	return n > 0 && strings.HasPrefix(l[n:], ". ")
}

// outline is a page's skeleton: each heading's level and each list
// item's depth, in order.
func outline(page string) []string {
	var out []string
	for _, line := range strings.Split(page, "\n") {
		l := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(l, "#"):
			out = append(out, strings.Fields(l)[0])
		case block(l):
			out = append(out, line[:len(line)-len(strings.TrimLeft(line, " "))]+l[:1])
		}
	}
	return out
}

func TestTheRulesPageReadsInGermanAndPortugueseWithTheShapeDiscordPages(t *testing.T) {
	t.Parallel()
	english := Game{}.InfoIn(lang.Get(lang.English)).Rules
	require.Equal(t, Game{}.Info().Rules, english)
	for _, tag := range []string{lang.English, lang.German, lang.Portuguese} {
		page := Game{}.InfoIn(lang.Get(tag)).Rules
		assert.Empty(t, shapeProblem(page), "%s rules page", tag)
		assert.Equal(t, outline(english), outline(page), "%s: the same headings and lists as the English page", tag)
		if tag != lang.English {
			assert.NotEqual(t, english, page, "%s reads its own page", tag)
		}
	}
	assert.Contains(t, Game{}.InfoIn(lang.Get(lang.German)).Rules, "# Rommé")
	assert.Equal(t, english, Game{}.InfoIn(lang.Get(lang.Pseudo)).Rules, "a language without a page reads the English one")
}

func TestTheLobbyOffersRummysOptionsInTheReadersLanguage(t *testing.T) {
	t.Parallel()
	en := Game{}.Info()
	for _, tag := range []string{lang.German, lang.Portuguese, lang.Pseudo} {
		info := Game{}.InfoIn(lang.Get(tag))
		assert.Equal(t, en.Slug, info.Slug)
		require.Len(t, info.Options, len(en.Options))
		for i, o := range info.Options {
			assert.Equal(t, en.Options[i].Key, o.Key)
			assert.Equal(t, en.Options[i].Default, o.Default)
			assert.NotEqual(t, en.Options[i].Name, o.Name, "%s: %s", tag, o.Key)
			assert.NotEqual(t, en.Options[i].Help, o.Help, "%s: %s", tag, o.Key)
			assert.LessOrEqual(t, utf8.RuneCountInString(o.Help), games.MaxDetailLen, "%s: the help is the select's detail", tag)
			for j, c := range o.Choices {
				assert.Equal(t, en.Options[i].Choices[j].Value, c.Value)
				assert.LessOrEqual(t, utf8.RuneCountInString(c.Label), 100, "%s: a select option's label", tag)
			}
		}
		assert.NotEqual(t, en.Summary, info.Summary, tag)
	}
	de := Game{}.InfoIn(lang.Get(lang.German))
	assert.Equal(t, "Rommé", de.Name)
	assert.Equal(t, "An (Q-K-A-2-3 ist eine Folge)", de.Options[0].Choices[0].Label)
	assert.Equal(t, "500 (Standard)", de.Options[1].Choices[2].Label)
	assert.Equal(t, "Rummy", Game{}.InfoIn(lang.Get(lang.Portuguese)).Name, "the game keeps its name in Brazil")
}

func TestARefusedPickupIsExplainedInThePlayersLanguageAndStillReadsAsABadChoice(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"7C 7D 2S", "KD"}, pile: "9D 7H QD 3S"})
	_, err := try(s, kindDraw, "9D")
	require.Error(t, err)
	assert.ErrorIs(t, err, games.ErrBadChoice)
	var r *games.Refusal
	require.True(t, errors.As(err, &r), "the refusal is data the bot says to its reader")
	assert.Equal(t, err.Error(), r.Error(), "and in the state's language, English")
	assert.Equal(t, "Du kannst nicht bis 9♦ aufnehmen: Du könntest 9♦ in diesem Zug nicht auslegen oder anlegen, auch nicht mit den Karten darüber",
		lang.Get(lang.German).Say(r.Text))
	assert.Contains(t, lang.Get(lang.Portuguese).Say(r.Text), "Você não pode pegar até 9♦")
}

func TestAMeldThatIsNoMeldIsExplainedInThePlayersLanguage(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2]string{"7C 7D 8S 2H", "KD"}})
	_, err := try(s, kindMeld, "7C", "7D", "8S")
	require.Error(t, err)
	var r *games.Refusal
	require.True(t, errors.As(err, &r))
	assert.Equal(t, "7♣ 7♦ 8♠ ist keine Kombination: Ein Satz sind 3 oder 4 Karten eines Werts, eine Folge 3 oder mehr einer Farbe in Reihenfolge",
		lang.Get(lang.German).Say(r.Text))
	assert.Equal(t, "7♣ 7♦ 8♠ não é um jogo: uma trinca são 3 ou 4 cartas do mesmo valor, uma sequência 3 ou mais do mesmo naipe em ordem",
		lang.Get(lang.Portuguese).Say(r.Text))
}

func TestABoardInGermanNamesTheTalonTheDiscardPileAndASetOfQueens(t *testing.T) {
	t.Parallel()
	s := build(t, table{phase: phaseDraw, hands: [2]string{"2S 9D", "KD"}, pile: "4C 8H JS", stock: "5C", melds: []string{"QC QD QS"}})
	de := games.In(s, lang.Get(lang.German))
	v := de.Public()
	assert.Equal(t, "Rommé · Runde 1 · bis 500", v.Title)
	assert.Contains(t, v.Lines, "{seat0} zieht.")
	assert.Contains(t, v.Lines, "**Talon** 43 Karten · **Hände** {seat0} 2 · {seat1} 1")
	assert.Contains(t, v.Lines, "**Ablagestapel** (unten → oben): 4♣ 8♥ **J♠**")
	sc := de.(games.Scener).Scene(-1)
	var zones []string
	for _, a := range sc.Areas {
		for _, z := range a.Zones {
			zones = append(zones, z.Name)
		}
	}
	assert.Contains(t, zones, "1 · Satz Damen")
	assert.Equal(t, "Rummy · round 1 · to 500", s.Public().Title, "the state itself still reads in English")
	pt := games.In(s, lang.Get(lang.Portuguese)).Private(1)
	assert.Equal(t, "Sua mão · 1 carta", pt.Title, "one card, in the singular")
}
