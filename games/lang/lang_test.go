package lang

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/games"
)

func TestTheCatalogsHaveNoProblems(t *testing.T) {
	t.Parallel()
	assert.Empty(t, Problems(), "every id in English, each translation in full, no argument dropped")
}

// catalog builds catalogs from files given as path → JSON.
func catalog(t *testing.T, files map[string]string) *catalogs {
	t.Helper()
	fsys := fstest.MapFS{}
	for p, s := range files {
		fsys[p] = &fstest.MapFile{Data: []byte(s)}
	}
	c, err := read(fsys)
	require.NoError(t, err)
	return c
}

func TestAProblemIsFoundForEachWayACatalogGoesWrong(t *testing.T) {
	t.Parallel()
	c := catalog(t, map[string]string{
		"toy/lang/en.json":    `{"toy.hello": "Hello {{.Name}}", "toy.bye": "Bye", "other.x": "X"}`,
		"toy/lang/de.json":    `{"toy.hello": "Hallo", "toy.stale": "Alt", "other.x": "X"}`,
		"toy/lang/pt-BR.json": `{"toy.hello": "Olá {{.Name}", "toy.bye": "Tchau", "other.x": "X"}`,
		"two/lang/en.json":    `{"two.a": "A"}`,
		"two/lang/b.en.json":  `{"two.b": "B"}`,
		"two/lang/b.de.json":  `{"two.b": "B"}`,
	})
	p := strings.Join(c.problems(), "\n")
	for _, want := range []string{
		"toy/lang/en.json: other.x is not under \"toy.\"",
		"toy/lang/de.json: toy.hello drops {{.Name}}",
		"toy/lang/de.json: toy.stale is not in English",
		"toy/lang/de.json: toy.bye is missing",
		"toy/lang/pt-BR.json: toy.hello:",
		"two/lang/de.json is missing",
		"two/lang/pt-BR.json is missing",
		"two/lang/b.pt-BR.json is missing",
	} {
		assert.Contains(t, p, want)
	}
}

func TestACountPicksThePluralFormOfTheLanguage(t *testing.T) {
	t.Parallel()
	c := catalog(t, map[string]string{
		"toy/lang/en.json": `{"toy.cards": {"one": "{{.Count}} card", "other": "{{.Count}} cards"}}`,
		"toy/lang/de.json": `{"toy.cards": {"one": "eine Karte", "other": "{{.Count}} Karten"}}`,
	})
	en, de := c.langs[English], c.langs[German]
	assert.Equal(t, "1 card", en.T("toy.cards", "Count", 1))
	assert.Equal(t, "2 cards", en.T("toy.cards", "Count", 2))
	assert.Equal(t, "eine Karte", de.T("toy.cards", "Count", 1))
	assert.Equal(t, "0 Karten", de.T("toy.cards", "Count", 0))
}

func TestANestedTextAndAListAreSaidInTheSameLanguage(t *testing.T) {
	t.Parallel()
	c := catalog(t, map[string]string{
		"deckhand/lang/en.json": `{"deckhand.list.comma": ", ", "deckhand.list.and": " and "}`,
		"deckhand/lang/de.json": `{"deckhand.list.comma": ", ", "deckhand.list.and": " und "}`,
		"toy/lang/en.json":      `{"toy.plays": "{{.Who}} plays {{.Cards}}.", "toy.red": "Red", "toy.blue": "Blue", "toy.green": "Green"}`,
		"toy/lang/de.json":      `{"toy.plays": "{{.Who}} spielt {{.Cards}}.", "toy.red": "Rot", "toy.blue": "Blau", "toy.green": "Grün"}`,
	})
	said := games.Say("toy.plays", "Who", games.Seat(1), "Cards", []games.Text{games.Say("toy.red"), games.Say("toy.blue"), games.Say("toy.green")})
	assert.Equal(t, "{seat1} plays Red, Blue and Green.", c.langs[English].Say(said))
	assert.Equal(t, "{seat1} spielt Rot, Blau und Grün.", c.langs[German].Say(said))
}

func TestATextReadsBackFromJSONWithTheTypesItWasMadeWith(t *testing.T) {
	t.Parallel()
	in := games.Say("toy.plays", "Who", games.Seat(0), "Count", 3, "Card", games.Say("toy.red"),
		"Cards", []games.Text{games.Say("toy.blue", "Count", 2)})
	b, err := json.Marshal(in)
	require.NoError(t, err)
	var out games.Text
	require.NoError(t, json.Unmarshal(b, &out))
	assert.Equal(t, in, out, "a count stays an int, a card a Text: stored events say the same later")
}

func TestDiscordLocalesFindTheClosestLanguage(t *testing.T) {
	t.Parallel()
	for tag, want := range map[string]string{
		"en-US": English, "en-GB": English, "de": German, "pt-BR": Portuguese,
		"fr": English, "": English, "nonsense!": English, Pseudo: Pseudo,
	} {
		assert.Equal(t, want, Get(tag).Tag(), "Discord locale %q", tag)
	}
	assert.Equal(t, []string{German, Portuguese}, Translations())
}

func TestThePseudoLanguageIsLongerAndAccentedAndKeepsWhatIsCode(t *testing.T) {
	t.Parallel()
	in := "Play {{.Card}} on <@123> :star: https://x.y\n\n## Your turn"
	out := pseudo(in)
	assert.Contains(t, out, "{{.Card}}")
	assert.Contains(t, out, "<@123>")
	assert.Contains(t, out, ":star:")
	assert.Contains(t, out, "https://x.y")
	assert.Contains(t, out, "## Ýöüŕ ţüŕñ")
	assert.NotContains(t, out, "Play", "every letter that has an accent gets it")
	for i, line := range strings.Split(in, "\n") {
		got := strings.Split(out, "\n")[i]
		if line == "" {
			assert.Empty(t, got)
			continue
		}
		assert.GreaterOrEqual(t, utf8.RuneCountInString(got), utf8.RuneCountInString(line)*13/10, "line %d is lengthened: %q", i, got)
	}
}

// TestEveryIDIsUsedByTheCode reads every Go file of the repository (tests
// aside) for string constants: an id is used when one equals it, or when
// one ending in "." begins it (an id put together: "keyforge.card." +
// the card's key).
func TestEveryIDIsUsedByTheCode(t *testing.T) {
	t.Parallel()
	root := filepath.Join("..", "..")
	literals := map[string]bool{}
	var prefixes []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && p != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					literals[s] = true
					if strings.HasSuffix(s, ".") {
						prefixes = append(prefixes, s)
					}
				}
			}
			return true
		})
		return nil
	})
	require.NoError(t, err)
	for _, id := range IDs() {
		if literals[id] {
			continue
		}
		used := false
		for _, p := range prefixes {
			if strings.HasPrefix(id, p) {
				used = true
				break
			}
		}
		assert.True(t, used, "%s is in the English catalog but no code says it", id)
	}
}
