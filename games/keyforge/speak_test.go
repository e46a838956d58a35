package keyforge

import (
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
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

// screens says everything a reader of l sees of s: the board, both
// hands, the prompts, both pictures and the hands', the result, and the
// cards anyone may look up.
func screens(s *state, l games.Lang) []any {
	st := s.In(l).(*state)
	out := []any{st.Public(), st.Prompts(), st.Scene(-1), st.Result()}
	for seat := range 2 {
		out = append(out, st.Private(seat), st.Scene(seat))
	}
	for _, name := range st.CardNames() {
		v, _ := st.Lookup(name)
		out = append(out, v, st.CardWhere(name))
	}
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

// playSaying plays random games with seeds from 1 and calls look with
// the state before each answer and the events of each, until the games
// end or reach their step bound.
func playSaying(t *testing.T, games_, steps int, look func(s *state, ev []games.Event)) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(games_); seed++ {
		st, err := Game{}.New(games.Config{Seats: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		rng := rand.New(rand.NewPCG(seed, 7))
		for step := 0; step < steps && s.Result() == nil; step++ {
			look(s, nil)
			_, ev, err := games.PlayRandom(s, -1, false, rng)
			if err != nil {
				t.Fatalf("seed %d step %d: %v", seed, step, err)
			}
			look(s, ev)
		}
		look(s, nil)
	}
}

func randomGames(t *testing.T) (n, steps int) {
	if testing.Short() {
		return 2, 150
	}
	return 10, 600
}

// everyWordComesFromTheCatalog plays games and says each moment in tag:
// no text shows a message id, and every message said is the catalog's
// own in tag, not its English, where the English is a sentence.
func everyWordComesFromTheCatalog(t *testing.T, tag string) {
	r := &recorder{Lang: lang.Get(tag)}
	en := lang.Get(lang.English)
	checked := map[string]bool{}
	n, steps := randomGames(t)
	playSaying(t, n, steps, func(s *state, ev []games.Event) {
		r.said = r.said[:0]
		for _, e := range ev {
			out := r.Say(e.Msg)
			if strings.Contains(out, "keyforge.") {
				t.Fatalf("the event %q says an id in %s: %q", e.Text, tag, out)
			}
		}
		if ev == nil {
			for _, w := range strs(screens(s, r)) {
				if strings.Contains(w, "keyforge.") {
					t.Fatalf("a %s screen says an id: %q", tag, w)
				}
			}
		}
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

// The pseudo language is English 40% longer: the longest a player may
// read. Every button, select option and prompt stays within Discord's
// limits in it, cut by rule where a card's name or text runs long.
func TestTheLongestLanguageKeepsEveryButtonAndPromptWithinDiscordsLimits(t *testing.T) {
	t.Parallel()
	pseudo := lang.Get(lang.Pseudo)
	n, steps := randomGames(t)
	prompts := 0
	playSaying(t, n, steps, func(s *state, ev []games.Event) {
		if ev != nil {
			return
		}
		for _, p := range s.In(pseudo).Prompts() {
			prompts++
			if utf8.RuneCountInString(p.Text) > games.MaxTextLen {
				t.Fatalf("prompt %s: %d characters: %q", p.ID, utf8.RuneCountInString(p.Text), p.Text)
			}
			for _, o := range p.Options {
				if utf8.RuneCountInString(o.Label) > games.MaxLabelLen || utf8.RuneCountInString(o.Detail) > games.MaxDetailLen {
					t.Fatalf("prompt %s option %s: label %q, detail %q", p.ID, o.ID, o.Label, o.Detail)
				}
				if o.Label == "" {
					t.Fatalf("prompt %s option %s has no label", p.ID, o.ID)
				}
			}
		}
	})
	if prompts == 0 {
		t.Fatal("no prompt was read")
	}
}

// An event is kept as data (Msg) for any language, and its Text is still
// the English sentence the bot shows until it says Msg itself.
func TestAnEventSaysInEnglishWhatItsTextSays(t *testing.T) {
	t.Parallel()
	en := lang.Get(lang.English)
	seen := 0
	n, steps := randomGames(t)
	playSaying(t, n, steps, func(s *state, ev []games.Event) {
		for _, e := range ev {
			seen++
			if e.Msg.IsZero() || en.Say(e.Msg) != e.Text {
				t.Fatalf("event %q: its message %v says %q", e.Text, e.Msg, en.Say(e.Msg))
			}
		}
		if r := s.Result(); r != nil && en.Say(r.SummaryMsg) != r.Summary {
			t.Fatalf("result %q: its message says %q", r.Summary, en.Say(r.SummaryMsg))
		}
	})
	if seen == 0 {
		t.Fatal("no event was told")
	}
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
	n, steps := randomGames(t)
	de := lang.Get(lang.German)
	asked := 0
	playSaying(t, n*3, steps, func(s *state, ev []games.Event) {
		if ev != nil || s.Ask == nil || s.Winner >= 0 {
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
