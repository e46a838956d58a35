package starcollector

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"regexp"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
	"github.com/deckhand/deckhand/games/lang"
)

// heard says Texts in a language and keeps every Text it was asked to
// say, so that a test can hold each message of a screen to its English
// one, id by id.
type heard struct {
	*lang.Lang
	mu    sync.Mutex
	texts []games.Text
}

func (h *heard) Say(t games.Text) string {
	h.mu.Lock()
	h.texts = append(h.texts, t)
	h.mu.Unlock()
	return h.Lang.Say(t)
}

// words of a message: its runs of letters.
var word = regexp.MustCompile(`\p{L}{2,}`)

// sentence reports whether the English message of t says something in
// words (two words at least), which a translation must say in its own:
// a card's name, the brand, and a lone word ("Hand") may read the same.
func sentence(t games.Text) bool {
	if strings.HasPrefix(t.ID, "starcollector.card.") || t.ID == "starcollector.name" {
		return false
	}
	// Said without its arguments but a count: each other argument reads
	// "<no value>", no word of the message's own.
	en := english.Say(games.Text{ID: t.ID, Args: map[string]any{"Count": 2}})
	return len(word.FindAllString(strings.ReplaceAll(en, "<no value>", ""), -1)) >= 2
}

// nested yields t and every Text among its arguments.
func nested(t games.Text, f func(games.Text)) {
	f(t)
	for _, a := range t.Args {
		switch v := a.(type) {
		case games.Text:
			nested(v, f)
		case []games.Text:
			for _, n := range v {
				nested(n, f)
			}
		}
	}
}

// speaksIn checks a whole game said in l: each message that is a
// sentence in English says something else in l. Random games of both end
// rules, walked by the kit (gametest.EveryScreen), say most of the
// catalog; the cards' words are added whether or not a game dealt them.
// (That no id shows and every label fits, in every language, the kit
// checks for every game.)
func speaksIn(t *testing.T, tag string) {
	l := lang.Get(tag)
	require.Equal(t, tag, l.Tag())
	h := &heard{Lang: l}
	walk := gametest.Walk{Game: Game{}, Configs: []games.Config{
		{Seats: seats, Options: map[string]string{"end": endDefault}},
		{Seats: seats, Options: map[string]string{"end": endDeckEmpty}},
	}, Games: 20}
	gametest.EveryScreen(t, walk, func(sc gametest.Screen) { sc.In(h) })
	texts := map[string]games.Text{}
	for _, msg := range h.texts {
		nested(msg, func(n games.Text) { texts[n.ID] = n })
	}
	for i := range stdDeck.Kinds {
		m := &stdDeck.Kinds[i].msg
		for _, msg := range append([]games.Text{m.short, m.detail, m.special}, append(m.play[:], m.sideText[:]...)...) {
			if !msg.IsZero() {
				nested(msg, func(n games.Text) { texts[n.ID] = n })
			}
		}
	}
	for id, msg := range texts {
		if sentence(msg) {
			assert.NotEqual(t, english.Say(msg), l.Say(msg), "%s: %s is said in English", tag, id)
		}
	}
	require.Greater(t, len(texts), 60, "the games said most of the catalog")
}

func TestEveryWordOfAGameInGermanComesFromTheCatalog(t *testing.T) {
	t.Parallel()
	speaksIn(t, lang.German)
}

func TestEveryWordOfAGameInBrazilianPortugueseComesFromTheCatalog(t *testing.T) {
	t.Parallel()
	speaksIn(t, lang.Portuguese)
}

// The pseudo language is longer than any a player reads: a card's label
// too long for a button is cut by rule. (That every button and question
// of a game fits Discord in it, the kit checks.)
func TestAGameInTheLongestLanguageFitsDiscord(t *testing.T) {
	t.Parallel()
	card(t, "comet") // the deck is loaded
	w := words(lang.Get(lang.Pseudo))
	cut := 0
	for i := range w.kinds {
		for _, label := range w.kinds[i].labelPtrs() {
			assert.LessOrEqual(t, utf8.RuneCountInString(*label), games.MaxLabelLen)
			if strings.HasSuffix(*label, "…") {
				cut++
			}
		}
	}
	assert.Positive(t, cut, "the pseudo language is long enough to be cut: the rule is tried")
}

func TestAPlayerReadingGermanSeesTheBoardInGermanAndTheSameGame(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "nebula"}, {"galaxy", "pulsar"}}, deck: spare, pot: []string{"quasar"}})
	turn(t, s, Fight, "comet", Draw, "galaxy")
	de := s.In(lang.Get(lang.German))
	pub := de.Public()
	assert.Equal(t, "Star Collector · Zug 2", pub.Title)
	assert.Contains(t, pub.Fields[0].Value, "Zug 1: {seat0} spielt Kampf 6 · Komet ★; {seat1} spielt Ziehen 2 · Galaxie ★★★.")
	assert.Contains(t, pub.Fields[0].Value, "{seat0} kämpft ohne Gegenwehr und sammelt 2 Karten: +3★, insgesamt 3★.")
	hand := de.Private(0)
	assert.Equal(t, "Deine Hand · 1 Karte, höchstens 7", hand.Title)
	p := de.Prompts()[0]
	assert.Equal(t, "Wähle eine Karte und die Seite, die du spielst. Niemand sieht sie, bis beide gewählt haben.", p.Text)
	assert.Equal(t, "Kampf 1 · Nebel ★ · letzte Karte: Niederlage droht", p.Options[0].Label)
	assert.Equal(t, encoded(t, s), encoded(t, de), "the language is no part of the game")
	assert.Equal(t, "Star Collector · turn 2", s.Public().Title, "the state itself still speaks English")
	assert.Equal(t, "Fight 1 · Nebula ★ · last card: you may lose the game", s.Prompts()[0].Options[0].Label)
}

// encoded is a state's encoding.
func encoded(t *testing.T, s games.State) string {
	t.Helper()
	b, err := s.Encode()
	require.NoError(t, err)
	return string(b)
}

func TestAForgedChoiceIsRefusedInThePlayersLanguage(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet", "nebula"}, {"galaxy", "pulsar"}}, deck: spare})
	before := encoded(t, s)
	de := s.In(lang.Get(lang.German))
	_, err := de.Apply(games.Answer{Seat: 0, PromptID: turnID(1), Choices: []string{"f-galaxy"}})
	require.Error(t, err)
	assert.True(t, errors.Is(err, games.ErrBadChoice), "still the shared error the bot tells apart")
	var r *games.Refusal
	require.True(t, errors.As(err, &r), "a refusal says why as data")
	assert.Equal(t, "starcollector.refuse.not-offered", r.Text.ID)
	assert.Equal(t, `das ist keine der Möglichkeiten: "f-galaxy"`, err.Error())
	_, err = s.Apply(games.Answer{Seat: 0, PromptID: turnID(1), Choices: []string{"f-comet", "d-comet"}})
	assert.Equal(t, "that is not one of the choices: pick exactly 1", err.Error())
	assert.Equal(t, before, encoded(t, s), "nothing changed")
}

func TestTheResultIsSaidInTheReadersLanguage(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"comet"}, {"galaxy", "nebula"}}, deck: []string{"binary"}})
	turn(t, s, Fight, "comet", Fight, "galaxy")
	r := s.Result()
	require.NotNil(t, r)
	assert.Equal(t, "starcollector.end.out", r.SummaryMsg.ID)
	assert.Equal(t, r.Summary, english.Say(r.SummaryMsg))
	assert.Equal(t, []games.Text{ranOut, {}}, r.WhyMsg)
	de := s.In(lang.Get(lang.German)).Result()
	assert.Equal(t, "{seat0} hat vor dem Stapel keine Karten mehr: {seat1} gewinnt.", de.Summary)
	assert.Equal(t, []string{"hatte vor dem Stapel keine Karten mehr", ""}, de.Why)
	pt := s.In(lang.Get(lang.Portuguese)).Result()
	assert.Equal(t, "{seat0} ficou sem cartas antes do monte: {seat1} vence.", pt.Summary)
}

// An old save held its summary as an English sentence: it still reads
// the same, and saves as it was.
func TestAnOldFinishedSaveReadsItsEndAsBefore(t *testing.T) {
	t.Parallel()
	st, err := Game{}.New(games.Config{Seats: 2, Seed: 3})
	require.NoError(t, err)
	s := st.(*state)
	rng := rand.New(rand.NewPCG(3, 3))
	for s.Over == nil {
		_, _, err := games.PlayRandom(s, -1, false, rng)
		require.NoError(t, err)
	}
	assert.NotContains(t, encoded(t, s), `"summary"`, "a save holds no sentence")
	s.Over.Summary = s.Result().Summary
	data := encoded(t, s)
	require.Contains(t, data, `"summary"`)
	back, err := Game{}.Decode([]byte(data))
	require.NoError(t, err)
	assert.Equal(t, data, encoded(t, back))
	assert.Equal(t, s.Over.Summary, back.Result().Summary)
}

func TestTheLobbyAndTheRulesAreInTheReadersLanguage(t *testing.T) {
	t.Parallel()
	en := Game{}.Info()
	for _, tag := range []string{lang.German, lang.Portuguese} {
		info := games.InfoIn(Game{}, lang.Get(tag))
		assert.Equal(t, en.Slug, info.Slug)
		assert.Equal(t, "Star Collector", info.Name, "a brand name is kept")
		assert.NotEqual(t, en.Summary, info.Summary, tag)
		require.Len(t, info.Options, 1)
		o := info.Options[0]
		assert.Equal(t, en.Options[0].Key, o.Key)
		assert.Equal(t, en.Options[0].Default, o.Default)
		assert.NotEqual(t, en.Options[0].Name, o.Name, tag)
		assert.NotEqual(t, en.Options[0].Help, o.Help, tag)
		assert.LessOrEqual(t, utf8.RuneCountInString(o.Help), games.MaxDetailLen, "the lobby's select shows the help as its detail")
		for i, c := range o.Choices {
			assert.Equal(t, en.Options[0].Choices[i].Value, c.Value)
			assert.NotEqual(t, en.Options[0].Choices[i].Label, c.Label, tag)
			assert.LessOrEqual(t, utf8.RuneCountInString(c.Label), games.MaxLabelLen)
		}
		assert.NotEqual(t, en.Rules, info.Rules, tag)
		assert.Equal(t, strings.Count(en.Rules, "\n## "), strings.Count(info.Rules, "\n## "), "%s: the rules have the same sections", tag)
	}
	pseudo := games.InfoIn(Game{}, lang.Get(lang.Pseudo)).Options[0]
	for _, c := range pseudo.Choices {
		assert.LessOrEqual(t, utf8.RuneCountInString(c.Label), games.MaxLabelLen)
		assert.NotEmpty(t, c.Detail, "the pseudo language's help is longer than a select's detail, so each choice says it cut")
		assert.LessOrEqual(t, utf8.RuneCountInString(c.Detail), games.MaxDetailLen)
	}
	assert.Equal(t, "End of the game", en.Options[0].Name)
	assert.Empty(t, en.Options[0].Choices[0].Detail, "English fits: the lobby says the help itself")
	assert.Equal(t, "When a hand runs out", en.Options[0].Choices[0].Label)
}

// Each card's name in German and Portuguese is the one the catalog
// gives it, and English names are the deck data's.
func TestCardNamesAreTranslated(t *testing.T) {
	t.Parallel()
	black := card(t, "black-hole") // and the deck is loaded
	de, pt := words(lang.Get(lang.German)), words(lang.Get(lang.Portuguese))
	for i, k := range stdDeck.Kinds {
		assert.Equal(t, k.Name, words(english).kinds[i].name, "the English catalog names %s as deck.json does", k.ID)
	}
	assert.Equal(t, "Schwarzes Loch", de.of(black).name)
	assert.Equal(t, "Buraco Negro", pt.of(black).name)
	assert.Equal(t, "Kampf 1, schlägt 6 · Schwarzes Loch ★★", de.of(black).labelFight)
}

// The board keeps events as data: read back from storage, each says the
// same in every language as when it happened.
func TestAStoredEventReadsTheSameInEveryLanguageLater(t *testing.T) {
	t.Parallel()
	s := build(t, table{hands: [2][]string{{"shooting-star", "comet"}, {"wormhole", "nebula"}}, deck: spare, pot: []string{"quasar"}})
	events := turn(t, s, Fight, "shooting-star", Draw, "wormhole")
	require.GreaterOrEqual(t, len(events), 3, "the plays, the trap and the cards drawn")
	for _, e := range events {
		data, err := json.Marshal(e.Msg)
		require.NoError(t, err)
		var back games.Text
		require.NoError(t, json.Unmarshal(data, &back))
		for _, tag := range []string{lang.English, lang.German, lang.Portuguese} {
			l := lang.Get(tag)
			assert.Equal(t, l.Say(e.Msg), l.Say(back), "%s: %s", tag, e.Msg.ID)
		}
	}
	de := lang.Get(lang.German)
	assert.Equal(t, "Wurmloch von {seat1} ist eine Falle: Die Karte von {seat0} geht in den Pott, der jetzt 2 Karten enthält.", de.Say(events[1].Msg))
}
