package keyforge

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/gametest"
	"github.com/deckhand/deckhand/games/lang"
)

// recorder says Texts in a language and keeps every one it was asked,
// the Texts nested in their arguments included, so a test can hold each
// message a screen used to the catalogs, message by message.
type recorder struct {
	*lang.Lang
	said []games.Text
}

func (r *recorder) Say(t games.Text) string {
	r.keep(t)
	return r.Lang.Say(t)
}

func (r *recorder) keep(t games.Text) {
	if t.IsZero() {
		return
	}
	r.said = append(r.said, t)
	for _, a := range t.Args {
		switch v := a.(type) {
		case games.Text:
			r.keep(v)
		case []games.Text:
			for _, n := range v {
				r.keep(n)
			}
		}
	}
}

// strs are the words of v: every string it holds, its fields and
// elements walked, but the ids of the messages it keeps as data.
func strs(v any) []string {
	var out []string
	var walk func(r reflect.Value)
	walk = func(r reflect.Value) {
		switch r.Kind() {
		case reflect.String:
			if r.String() != "" {
				out = append(out, r.String())
			}
		case reflect.Pointer, reflect.Interface:
			if !r.IsNil() {
				walk(r.Elem())
			}
		case reflect.Struct:
			if r.Type() == reflect.TypeFor[games.Text]() {
				return // a message kept as data (a Result's SummaryMsg): its id is no word on a screen
			}
			for i := range r.NumField() {
				if r.Type().Field(i).IsExported() {
					walk(r.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			for i := range r.Len() {
				walk(r.Index(i))
			}
		}
	}
	walk(reflect.ValueOf(v))
	return out
}

// sentence reports whether an English message is words a translation
// must change: two words or more outside its arguments. A name
// ("KeyForge", a card), a number or a single word a language may share
// ("Omni", "Deck") is not.
var wordRun = regexp.MustCompile(`\pL{2,}`)

func sentence(english string) bool {
	return len(wordRun.FindAllString(english, -1)) >= 2
}

// englishTemplate is an id's English message without its arguments.
func englishTemplate(id string) string {
	return strings.ReplaceAll(lang.Get(lang.English).Say(games.Say(id)), "<no value>", "")
}

// everyScreen walks the screens of random games to their end
// (gametest.EveryScreen).
func everyScreen(t *testing.T, n int, see func(gametest.Screen)) {
	t.Helper()
	gametest.EveryScreen(t, gametest.Walk{Game: Game{}, Configs: []games.Config{{Seats: 2}}, Games: n, MaxSteps: 20000}, see)
}

// everyWordComesFromTheCatalog plays games and says each moment in tag:
// every message said is the catalog's own in tag, not its English, where
// the English is a sentence. (That no text shows a message id, in any
// language, the kit checks for every game.)
func everyWordComesFromTheCatalog(t *testing.T, tag string) {
	r := &recorder{Lang: lang.Get(tag)}
	en := lang.Get(lang.English)
	checked := map[string]bool{}
	everyScreen(t, 5, func(sc gametest.Screen) {
		r.said = r.said[:0]
		sc.In(r)
		for _, m := range r.said {
			if strings.HasPrefix(m.ID, cardPrefix) || checked[m.ID] || !sentence(englishTemplate(m.ID)) {
				continue
			}
			checked[m.ID] = true
			if said, english := r.Lang.Say(m), en.Say(m); said == english {
				t.Errorf("%s says %s in English: %q", tag, m.ID, said)
			}
		}
	})
	if len(checked) < 40 {
		t.Errorf("only %d sentences were said in %s games: the games did not reach the table's moments", len(checked), tag)
	}
}

func TestEveryWordOfAGameInGermanComesFromTheCatalog(t *testing.T) {
	t.Parallel()
	everyWordComesFromTheCatalog(t, lang.German)
}

func TestEveryWordOfAGameInBrazilianPortugueseComesFromTheCatalog(t *testing.T) {
	t.Parallel()
	everyWordComesFromTheCatalog(t, lang.Portuguese)
}

// A German reader of the same moment reads German: the board, the hand,
// the prompt's question and buttons, the picture's zones.
func TestAGermanPlayerReadsTheTableInGerman(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.creature(0, "cinder-brute")
	de := b.s.In(lang.Get(lang.German)).(*state)
	board := viewText(de.Public())
	for _, want := range []string{"Kampflinie", "Zug ", "aktives Haus", "Stärke 5", "Schlüssel"} {
		if !strings.Contains(board, want) {
			t.Errorf("the German board lacks %q:\n%s", want, board)
		}
	}
	if strings.Contains(board, "Battleline") || strings.Contains(board, "power 5") {
		t.Errorf("the German board says English:\n%s", board)
	}
	if hand := de.Private(0); hand.Title != "Deine Hand" {
		t.Errorf("the German hand is titled %q:\n%s", hand.Title, viewText(hand))
	}
	var labels []string
	for _, p := range de.Prompts() {
		for _, o := range p.Options {
			labels = append(labels, o.Label)
		}
	}
	if !strings.Contains(strings.Join(labels, "|"), "Zug beenden") {
		t.Errorf("the German prompts offer %q, not \"Zug beenden\"", labels)
	}
	zones := strings.Join(strs(de.Scene(-1)), "|")
	if !strings.Contains(zones, "Kampflinie") || !strings.Contains(zones, "Ablagestapel") {
		t.Errorf("the German picture's zones are not German: %s", zones)
	}
	// The English state is untouched, and still cached for English.
	if !strings.Contains(viewText(b.s.Public()), "Battleline") {
		t.Error("saying the state in German changed the English board")
	}
}

// An ability's question asked mid-resolution is said in the reader's
// language, its card options too, and reads the same in English as
// before; a save of it keeps its English words and reads in German again
// after Decode.
func TestAnAbilitysQuestionIsAskedInTheReadersLanguage(t *testing.T) {
	de := lang.Get(lang.German)
	asked := 0
	everyScreen(t, 30, func(sc gametest.Screen) {
		s := sc.State.(*state)
		if s.Ask == nil || s.Winner >= 0 {
			return
		}
		asked++
		en, ger := s.Prompts()[0], s.In(de).Prompts()[0]
		if en.Text == ger.Text && sentence(englishTemplate(s.Ask.about.id)) {
			t.Fatalf("the question %q is English in German", en.Text)
		}
		data, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Game{}.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if got := back.Prompts()[0]; got.Text != en.Text || !sameLabels(got.Options, en.Options) {
			t.Fatalf("a saved question reads %q %v, not %q %v", got.Text, got.Options, en.Text, en.Options)
		}
		if got := games.In(back, de).Prompts()[0]; got.Text != ger.Text || !sameLabels(got.Options, ger.Options) {
			t.Fatalf("a saved question reads in German %q %v, not %q %v", got.Text, got.Options, ger.Text, ger.Options)
		}
	})
	if asked == 0 {
		t.Fatal("no ability asked a question in these games")
	}
}

func sameLabels(a, b []games.Option) bool {
	return reflect.DeepEqual(a, b)
}
