package bot

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/storage"
)

func pickTable(t *testing.T, size, multi int) *table {
	t.Helper()
	st, err := pickGame{}.New(gamesConfig(1))
	require.NoError(t, err)
	ps := st.(*pickState)
	ps.Size, ps.Multi = size, multi
	return &table{
		rec:    &storage.Table{ID: "zz9", Phase: storage.Playing, Seats: []storage.Seat{{UserID: "1", Name: "Ann"}}},
		game:   pickGame{},
		state:  ps,
		drafts: map[int]map[string][]string{},
	}
}

// options collects every option value offered by a message's selects and
// buttons, with the rows it used.
func offered(m Message) (values []string, rows int) {
	for _, row := range m.Components {
		rows++
		for _, c := range row.(discordgo.ActionsRow).Components {
			switch c := c.(type) {
			case discordgo.SelectMenu:
				for _, o := range c.Options {
					values = append(values, o.Value)
				}
			case discordgo.Button:
				if kind, parts := ParseID(c.CustomID); kind == KindAnswer {
					values = append(values, parts[3])
				}
			}
		}
	}
	return values, rows
}

func TestAShortSingleChoiceIsButtons(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 3, 0)
	m := (&Bot{}).hand(tb, 0, 0, "")
	vals, rows := offered(m)
	assert.Equal(t, []string{"o0", "o1", "o2"}, vals)
	assert.Equal(t, 2, rows, "one row of buttons and the hand's own row")
}

func TestALongSingleChoiceIsSplitOverSelectsNeverDropped(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 60, 0)
	m := (&Bot{}).hand(tb, 0, 0, "")
	vals, rows := offered(m)
	assert.Len(t, vals, 60)
	assert.Equal(t, 4, rows, "three selects of at most 25 and the hand's row")
}

func TestPromptsNeedingMoreThanFourRowsArePaged(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 120, 0) // five selects
	b := &Bot{}
	first, rows1 := offered(b.hand(tb, 0, 0, ""))
	second, rows2 := offered(b.hand(tb, 0, 1, ""))
	assert.Equal(t, 5, rows1)
	assert.Equal(t, 2, rows2)
	assert.Len(t, append(first, second...), 120, "every option is on some page")
	nav := b.hand(tb, 0, 0, "").Components[4].(discordgo.ActionsRow).Components
	assert.True(t, nav[0].(discordgo.Button).Disabled, "no previous page on the first")
	assert.False(t, nav[1].(discordgo.Button).Disabled)
}

func TestALongMultiSelectGathersPicksAcrossParts(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 3, 30)
	p := tb.state.Prompts()[1]
	picked := mergePart(p, 0, nil, []string{"m1", "m2"})
	picked = mergePart(p, 1, picked, []string{"m27"})
	picked = mergePart(p, 0, picked, []string{"m3"})
	assert.ElementsMatch(t, []string{"m3", "m27"}, picked, "a part's new picks replace that part's old ones")
	assert.Equal(t, []string{"m3"}, mergePart(p, 0, nil, []string{"m3", "forged", "m29"}), "values from elsewhere are dropped")

	tb.drafts[0] = map[string][]string{"multi": picked}
	m := (&Bot{}).hand(tb, 0, 0, "")
	var confirm discordgo.Button
	for _, row := range m.Components {
		for _, c := range row.(discordgo.ActionsRow).Components {
			if b, ok := c.(discordgo.Button); ok && strings.HasPrefix(b.CustomID, KindConfirm+sep) {
				confirm = b
			}
		}
	}
	assert.Equal(t, "Confirm (2 picked)", confirm.Label)
	assert.False(t, confirm.Disabled)
}

func TestEveryCustomIDFitsDiscord(t *testing.T) {
	t.Parallel()
	tb := pickTable(t, 60, 40)
	tb.rec.ID = "zzzzzzzzzzzz"
	for page := 0; page < 3; page++ {
		for _, row := range (&Bot{}).hand(tb, 0, page, "").Components {
			for _, c := range row.(discordgo.ActionsRow).Components {
				var id string
				switch c := c.(type) {
				case discordgo.Button:
					id = c.CustomID
				case discordgo.SelectMenu:
					id = c.CustomID
				}
				assert.LessOrEqual(t, len(id), 100, id)
			}
		}
	}
}

func TestAPromptFingerprintChangesWithItsOptions(t *testing.T) {
	t.Parallel()
	a := pickTable(t, 3, 0).state.Prompts()[0]
	b := pickTable(t, 4, 0).state.Prompts()[0]
	assert.Equal(t, promptHash(a), promptHash(pickTable(t, 3, 0).state.Prompts()[0]))
	assert.NotEqual(t, promptHash(a), promptHash(b))
}

func TestRulesAreSplitWithoutLosingText(t *testing.T) {
	t.Parallel()
	text := strings.Repeat("A line of the rules.\n", 500)
	parts := splitText(text, 4000)
	assert.Greater(t, len(parts), 2)
	total := 0
	for _, p := range parts {
		assert.LessOrEqual(t, len([]rune(p)), 4000)
		total += strings.Count(p, "A line")
	}
	assert.Equal(t, 500, total)
}

func TestRewriteSendsDiscordRequestsToTheBaseURL(t *testing.T) {
	t.Parallel()
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { got = r.URL.RequestURI() }))
	defer srv.Close()
	rt, err := newRewrite(srv.URL+"/prefix/", http.DefaultTransport)
	require.NoError(t, err)
	req, _ := http.NewRequest("GET", "https://discord.com/api/v9/gateway?x=1", nil)
	resp, err := rt.RoundTrip(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, "/prefix/api/v9/gateway?x=1", got)
	_, err = newRewrite("not a url", http.DefaultTransport)
	assert.Error(t, err)
}

func TestErrorsReadAsSentences(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "You must meld 7♥ first.", sentence(errString("you must meld 7♥ first")))
	assert.Equal(t, "That choice is no longer open.", sentence(errStale()))
}
