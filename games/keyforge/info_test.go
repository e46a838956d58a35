package keyforge

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/lang"
)

// headings are a rules page's "##" section titles.
func headings(page string) []string {
	var out []string
	for _, l := range strings.Split(page, "\n") {
		if strings.HasPrefix(l, "## ") {
			out = append(out, l)
		}
	}
	return out
}

// Every language's rules page has the English page's shape, which
// Discord pages by: the "# KeyForge" title, as many "##" sections, none
// past games.RulesSectionMax (a longer language may part one with a
// "###" heading), each paragraph on one line and no table.
func TestEveryLanguagesRulesPageHasTheShapeOfTheEnglishOne(t *testing.T) {
	english := Game{}.Info().Rules
	for _, tag := range lang.Translations() {
		page := Game{}.InfoIn(lang.Get(tag)).Rules
		if page == english {
			t.Errorf("%s reads the English rules page", tag)
			continue
		}
		lines := strings.Split(page, "\n")
		if lines[0] != "# KeyForge" {
			t.Errorf("%s: the page opens with %q, not its title", tag, lines[0])
		}
		if got, want := len(headings(page)), len(headings(english)); got != want {
			t.Errorf("%s: %d sections, English has %d", tag, got, want)
		}
		section := 0
		for i, l := range append(lines, "## end") {
			if strings.HasPrefix(l, "## ") || strings.HasPrefix(l, "### ") {
				if section > games.RulesSectionMax {
					t.Errorf("%s: the section before line %d holds %d characters, more than a page", tag, i+1, section)
				}
				section = 0
			}
			section += utf8.RuneCountInString(l) + 1
			if strings.HasPrefix(strings.TrimSpace(l), "|") {
				t.Errorf("%s line %d is a table row: %q", tag, i+1, l)
			}
			if i > 0 && i < len(lines) && l != "" && lines[i-1] != "" && !strings.HasPrefix(strings.TrimSpace(l), "-") &&
				!strings.HasPrefix(l, "#") && !startsNumbered(strings.TrimSpace(l)) {
				t.Errorf("%s line %d continues the line above: %q", tag, i+1, l)
			}
		}
	}
}

func startsNumbered(l string) bool {
	dot := strings.IndexByte(l, '.')
	return dot > 0 && strings.Trim(l[:dot], "0123456789") == ""
}

// The lobby speaks the reader's language: the game's summary, its
// options and the deck choices; slug, keys and values stay the same.
func TestTheLobbyOffersKeyForgeInGermanAndPortuguese(t *testing.T) {
	en := Game{}.Info()
	for tag, want := range map[string]string{lang.German: "Schmiede drei Schlüssel", lang.Portuguese: "Forje três chaves"} {
		in := Game{}.InfoIn(lang.Get(tag))
		if !strings.HasPrefix(in.Summary, want) {
			t.Errorf("%s summary %q", tag, in.Summary)
		}
		if in.Slug != en.Slug || in.Name != "KeyForge" || len(in.Options) != len(en.Options) {
			t.Fatalf("%s: slug %q, name %q, %d options", tag, in.Slug, in.Name, len(in.Options))
		}
		for i, o := range in.Options {
			if o.Key != en.Options[i].Key || o.Name == en.Options[i].Name || o.Help == en.Options[i].Help {
				t.Errorf("%s option %s: %q, %q", tag, o.Key, o.Name, o.Help)
			}
			for j, c := range o.Choices {
				if c.Value != en.Options[i].Choices[j].Value || c.Detail == en.Options[i].Choices[j].Detail {
					t.Errorf("%s choice %s: %q", tag, c.Value, c.Detail)
				}
				if utf8.RuneCountInString(c.Label) > games.MaxLabelLen || utf8.RuneCountInString(c.Detail) > games.MaxDetailLen {
					t.Errorf("%s choice %s is too long: %q, %q", tag, c.Value, c.Label, c.Detail)
				}
			}
		}
	}
}

// A card is looked up by its name in any language and shown in the
// reader's: a German player typing the English name, or an English one
// typing the German, finds the card.
func TestACardIsFoundByItsNameInAnyLanguage(t *testing.T) {
	b := newBoard(t, "Emberforge")
	b.creature(0, "cinder-brute")
	de := b.s.In(lang.Get(lang.German)).(*state)
	if names := de.CardNames(); len(names) != 1 || names[0] != "Aschenschläger" {
		t.Fatalf("the German card names are %q", names)
	}
	for _, name := range []string{"Aschenschläger", "aschenschläger", "Cinder Brute", "Bruto de Cinzas"} {
		v, ok := de.Lookup(name)
		if !ok || v.Title != "Aschenschläger" {
			t.Errorf("German lookup of %q: %v %q", name, ok, v.Title)
		}
		if de.CardWhere(name) != "im Spiel" {
			t.Errorf("German CardWhere(%q) = %q", name, de.CardWhere(name))
		}
		if v, ok := b.s.Lookup(name); !ok || v.Title != "Cinder Brute" {
			t.Errorf("English lookup of %q: %v %q", name, ok, v.Title)
		}
	}
	if _, ok := de.Lookup("Glutwelpe"); ok {
		t.Error("a card nobody can see is found by its German name")
	}
}

// The English catalog's card names are the names the card files print,
// which the engine's rules (the rule of six) go by.
func TestEveryCardsEnglishNameIsItsPrintedName(t *testing.T) {
	en := lang.Get(lang.English)
	for _, d := range pool.Cards {
		if got := en.Say(d.msg); got != d.Name {
			t.Errorf("%s is called %q in the catalog, %q on the card", d.ID, got, d.Name)
		}
	}
}

// Every card's rules text, in every edition a game may be dealt, each of
// its abilities and every instruction an ability asks about, reads from the catalogs in
// German and Portuguese; and the catalogs hold no text that the card
// data no longer generates (a card rewritten without its translation).
func TestEveryCardTextIsTranslatedAndNoTranslationIsStale(t *testing.T) {
	generated := map[string]bool{}
	for e := range pool.editions {
		for id, d := range pool.editions[e] {
			if d.text == "" {
				continue
			}
			generated[d.text] = true
			if d.textMsg.ID == "keyforge.rules" {
				t.Errorf("edition %d: %s: its text is not in the catalogs: %q", e, id, d.text)
			}
			for _, a := range d.Abilities {
				generated[abilityText(d, a)] = true
				if rulesText(abilityText(d, a)).ID == "keyforge.rules" {
					t.Errorf("%s: the ability %q is not in the catalogs", id, abilityText(d, a))
				}
				for i := range a.Effects {
					ef := &a.Effects[i]
					if ef.May && !(ops[ef.Do].target && choosing(ef.Target)) {
						generated[lowerFirst(effectText(ef))] = true
						if rulesText(lowerFirst(effectText(ef))).ID == "keyforge.rules" {
							t.Errorf("%s: the question %q is not in the catalogs", id, lowerFirst(effectText(ef)))
						}
					}
					if ops[ef.Do].target && choosing(ef.Target) {
						generated[effectText(ef)] = true
						if effectMsg(ef).ID == "keyforge.rules" {
							t.Errorf("%s: the instruction %q is not in the catalogs", id, effectText(ef))
						}
					}
				}
			}
		}
	}
	for english, id := range translated {
		if !generated[english] {
			t.Errorf("%s says %q, which no card generates now", id, english)
		}
	}
}
