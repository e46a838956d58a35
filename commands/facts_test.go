package commands_test

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/draw"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/storage"
)

// A pictured board or hand says in text only what the picture cannot;
// nothing of the whole text view (the Plain message, sent when no
// picture goes) may be lost. Every line of the Plain view of the board
// and of each hand must be found:
//   - in the pictured message's text, or in its picture's alt text (the
//     line's facts: its numbers, cards, names and capitalised words);
//   - or one click away: a move in the Log (the table's moves), a card's
//     text behind the hand's "Read a card" select.
//
// A seat's own lines (what it drew) are in no Log: they must be in the
// hand's own text.
func TestEveryFactOfTheWholeTextViewIsInThePicturedMessageOrOneClickAway(t *testing.T) {
	t.Parallel()
	for _, g := range gamesPlayedWhole() {
		info := g.Info()
		t.Run(info.Slug, func(t *testing.T) {
			t.Parallel()
			// Seeded deals and answers: one game each, the same every run.
			h := bottest.New(t, bot.Config{Seeds: bottest.Seeds(7)}, commands.New)
			h.Rng = rand.New(rand.NewPCG(7, 2))
			users := []*discordtest.User{h.Srv.User("ann"), h.Srv.User("bob")}
			board := h.Open(info.Slug, users[0], users[1])
			id := tableIDOf(t, board)
			checked, beyond := 0, 0
			for moves := 0; moves < 3000; moves++ {
				rec, err := h.Store.Table(id)
				require.NoError(t, err)
				// Every state of the first moves, then every fifth (a
				// Rummy match runs to hundreds), and the last.
				if moves < 150 || moves%5 == 0 || rec.Phase != storage.Playing {
					// The state from the same read as the record: a
					// second read may see a later moment.
					st, err := g.Decode(rec.Snapshot)
					require.NoError(t, err)
					checkFacts(t, &beyond, g, rec, st)
					checked++
				}
				if rec.Phase != storage.Playing {
					break
				}
				moved := false
				for _, u := range users {
					moved = h.PlayOnce(u) || moved
				}
				require.True(t, moved, "someone could move")
			}
			rec, err := h.Store.Table(id)
			require.NoError(t, err)
			require.Equal(t, storage.Finished, rec.Phase, "the game was played to its end")
			require.Greater(t, checked, 3)
			t.Logf("%d states checked; %d facts only the picture shows, past a full alt text", checked, beyond)
		})
	}
}

func tableIDOf(t *testing.T, board *discordgo.Message) string {
	t.Helper()
	text := discordtest.Text(board)
	i := strings.LastIndex(text, "table ")
	require.GreaterOrEqual(t, i, 0, text)
	return strings.Fields(text[i+len("table "):])[0]
}

// checkFacts checks the board and every hand of one state of a game.
func checkFacts(t *testing.T, beyond *int, g games.Game, rec *storage.Table, st games.State) {
	t.Helper()
	tb := bot.TableView(rec, g)
	tb.State = st
	names := func(seat int) string {
		if seat >= 0 && seat < len(rec.Seats) {
			return rec.Seats[seat].Name
		}
		return games.SeatName(seat)
	}
	sc := st.(games.Scener)
	log := map[string]bool{}
	for _, r := range rec.Recent {
		log[games.ExpandSeats(r, func(i int) string { return render.SeatMention(&tb.Table, i) })] = true
	}
	board := render.Board(tb)
	factsKept(t, beyond, rec, &tb.Table, st, "board", board, draw.AltText(sc.Scene(-1), names, 1024), log, nil)
	for seat := range rec.Seats {
		hand := render.Hand(tb, seat, 0, "⚠ A note for this seat.")
		read := func(name string) string {
			m, ok := render.HandCard(&tb.Table, st.Private(seat), name)
			if !ok {
				return ""
			}
			return messageText(m)
		}
		factsKept(t, beyond, rec, &tb.Table, st, "hand", hand, draw.AltText(sc.Scene(seat).CardsOnly(), names, 1024), log, read)
	}
}

// factsKept checks that each line of m's Plain view is in m's text, its
// alt text, the Log (log) or behind Read a card (read, for a hand);
// seated is rec as render reads it, to name its seats as render does.
func factsKept(t *testing.T, beyond *int, rec *storage.Table, seated *table.Table, st games.State, what string, m discord.Message, alt string, log map[string]bool, read func(string) string) {
	t.Helper()
	lookup, _ := st.(games.CardLookup)
	// An option of a prompt is one click away: the hand offers it.
	options := map[string]bool{}
	for _, p := range st.Prompts() {
		for _, o := range p.Options {
			options[games.ExpandSeats(o.Label, func(i int) string { return rec.Seats[i].Name })] = true
		}
	}
	require.NotNil(t, m.Plain, "a %s has its whole text view", what)
	pictured := messageText(m)
	pool := names(rec, pictured) + "\n" + alt
	full := strings.HasSuffix(alt, "…")
	readable := map[string]bool{}
	for _, s := range selects(m) {
		if discord.KindOf(s.CustomID) == discord.KindRead {
			for _, o := range s.Options {
				readable[o.Value] = true
			}
		}
	}
	for _, line := range strings.Split(messageText(*m.Plain), "\n") {
		line = strings.TrimSpace(line)
		bare := strings.TrimPrefix(line, "• ")
		switch {
		case line == "" || heading.MatchString(line):
			continue // a heading: what follows it is checked
		case strings.Contains(pictured, line):
			continue
		case read != nil && cardName(line) != "":
			name := cardName(line)
			if !readable[name] || !strings.Contains(read(name), line) {
				t.Errorf("the %s's card %q is neither in its text nor behind Read a card:\n%s", what, name, line)
			}
			continue
		case bare != line && log[bare]:
			continue // a move: the Log has every one
		case bare != line && what == "hand" && isNote(rec, seated, bare):
			t.Errorf("the hand's own line %q (in no Log) is missing from its text:\n%s", bare, pictured)
			continue
		}
		if name := boardCard(line); name != "" && lookup != nil {
			if _, ok := lookup.Lookup(name); ok && strings.Contains(alt, name) {
				continue // where it lies is in the alt text; its text behind Read a card and /card
			}
		}
		listed := listCount(line)
		for _, f := range facts(names(rec, ordinal.ReplaceAllString(line, ""))) {
			if full && !said(pool, f) {
				// The alt text is full (Discord keeps 1,024 characters):
				// what it had no room for, the picture alone shows.
				*beyond++
				continue
			}
			if !said(pool, f) && !options[f] && f != listed {
				t.Errorf("the %s's line %q says %q, which neither its text nor its alt text says.\ntext:\n%s\nalt: %s", what, line, f, pictured, alt)
			}
		}
	}
}

// heading is a line that only names what follows it.
var heading = regexp.MustCompile(`^(###? .*|\*\*[^*]+\*\*:?)$`)

// cardText is a hand's line that says a card with its text.
var cardText = regexp.MustCompile(`^(?:• )?\*\*([^*:]+)\*\*[ ·×★].*( — |_)`)

func cardName(line string) string {
	if m := cardText.FindStringSubmatch(line); m != nil {
		return strings.TrimSpace(m[1])
	}
	return ""
}

// ordinal is the number of a list's line ("2. **Thorn Boar**"): a place
// in the list, which the alt text says by its order.
var ordinal = regexp.MustCompile(`^\d+\. `)

// boardCard is the card a board's line names first, in bold.
func boardCard(line string) string {
	m := regexp.MustCompile(`^(?:\d+\. )?\*\*([^*:]+)\*\*`).FindStringSubmatch(line)
	if m == nil {
		return ""
	}
	return m[1]
}

// said reports whether the pictured text or the alt text says fact f:
// as written, in the singular ("Hands", "Hand: 7"), or, for a count of
// nothing, as "empty".
func said(pool, f string) bool {
	pool, f = strings.ToLower(pool), strings.ToLower(f)
	switch {
	case strings.Contains(pool, f):
		return true
	case strings.HasSuffix(f, "s") && strings.Contains(pool, strings.TrimSuffix(f, "s")):
		return true
	case f == "0":
		return true // a count of nothing: the picture shows nothing there
	}
	return false
}

// listCount is the count a line gives of the list it ends with ("Forest
// (3, top first): Owl, Dove, Crow"), which the alt text says by listing
// them; "" when it gives none.
func listCount(line string) string {
	m := regexp.MustCompile(`\((\d+)[,)][^:]*: (.+)$`).FindStringSubmatch(line)
	if m == nil || strconv.Itoa(len(strings.Split(m[2], ", "))) != m[1] {
		return ""
	}
	return m[1]
}

// isNote reports whether line is one of a seat's own private lines,
// its seats named as render names seated's.
func isNote(rec *storage.Table, seated *table.Table, line string) bool {
	for _, notes := range rec.Notes {
		for _, n := range notes {
			if games.ExpandSeats(n, func(i int) string { return render.SeatMention(seated, i) }) == line {
				return true
			}
		}
	}
	return false
}

// factRE finds a line's facts: a card of a standard deck, a number, a
// name in bold (a card's, a zone's). The words around them ("Deck",
// "Turn:") are labels, which the alt text says its own way.
var factRE = regexp.MustCompile(`(?:10|[2-9AJQK])[♠♥♦♣]|[−+-]?\d+|\*\*[^*]*\p{L}[^*]*\*\*`)

// titleCase reports whether every word of s starts with a capital (or is
// no word): a name ("Scrub Jay"), not a phrase ("Match over").
func titleCase(s string) bool {
	for _, w := range strings.Fields(s) {
		if r := []rune(w)[0]; unicode.IsLower(r) {
			return false
		}
	}
	return true
}

func facts(line string) []string {
	var out []string
	for _, f := range factRE.FindAllString(line, -1) {
		f = strings.Trim(f, "*")
		if strings.HasSuffix(f, ":") || !titleCase(f) {
			continue // "**Deck:**" labels what follows; "**Match over**" heads a line
		}
		out = append(out, f)
	}
	return out
}

// names reads mentions as the seats' names, as the alt text says them.
func names(rec *storage.Table, s string) string {
	for _, seat := range rec.Seats {
		if seat.UserID != "" {
			s = strings.ReplaceAll(s, "<@"+seat.UserID+">", seat.Name)
		}
	}
	return s
}

// messageText is the text of a message's text displays and embeds.
func messageText(m discord.Message) string {
	var out []string
	out = append(out, m.Content)
	for _, e := range m.Embeds {
		out = append(out, e.Title, e.Description)
		for _, f := range e.Fields {
			out = append(out, f.Name, f.Value)
		}
	}
	var walk func(cs []discordgo.MessageComponent)
	walk = func(cs []discordgo.MessageComponent) {
		for _, c := range cs {
			switch c := c.(type) {
			case discordgo.Container:
				walk(c.Components)
			case discordgo.TextDisplay:
				out = append(out, c.Content)
			}
		}
	}
	walk(m.Components)
	return strings.Join(out, "\n")
}

// selects are a message's select menus, inside containers too.
func selects(m discord.Message) []discordgo.SelectMenu {
	var out []discordgo.SelectMenu
	for _, r := range actionRows(m.Components) {
		for _, c := range r.Components {
			if s, ok := c.(discordgo.SelectMenu); ok {
				out = append(out, s)
			}
		}
	}
	return out
}
