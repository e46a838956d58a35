package commands_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/bot/table"
	"github.com/deckhand/deckhand/games"
)

// reach is what a player can send through the components the bot drew
// for one seat: exact answers (buttons), and answers a select or a long
// multi-select with its Confirm can make.
type reach struct {
	exact   map[string]bool // prompt and sorted choices, see answerKey
	selects []selectReach
	drafts  map[string][]selectReach // per prompt, its parts
}

type selectReach struct {
	prompt   string
	options  map[string]bool
	min, max int
}

func answerKey(prompt string, choices []string) string {
	c := slices.Clone(choices)
	slices.Sort(c)
	return prompt + "|" + strings.Join(c, ",")
}

// drawnReach reads the hand (every page) and the board as Discord shows
// them. A select sends at least one value: Discord sends nothing for a
// menu closed with nothing picked, so an empty answer needs a button.
func drawnReach(tb render.Table, seat int) reach {
	r := reach{exact: map[string]bool{}, drafts: map[string][]selectReach{}}
	seenDraft := map[string]bool{}
	msgs := []discord.Message{render.Board(tb)}
	for page := range 8 {
		msgs = append(msgs, render.Hand(tb, seat, page, ""))
	}
	for _, m := range msgs {
		for _, row := range actionRows(m.Components) {
			for _, c := range row.Components {
				switch c := c.(type) {
				case discordgo.Button:
					if c.Disabled {
						continue
					}
					var (
						a    discord.AnswerID
						pub  discord.PublicID
						w    discord.WarnID
						none discord.NoneID
					)
					switch {
					case a.Parse(c.CustomID) == nil:
						r.exact[answerKey(a.Prompt, []string{a.Option})] = true
					case pub.Parse(c.CustomID) == nil:
						r.exact[answerKey(pub.Prompt, []string{pub.Option})] = true
					case w.Parse(c.CustomID) == nil: // answers once confirmed
						r.exact[answerKey(w.Prompt, []string{w.Option})] = true
					case none.Parse(c.CustomID) == nil:
						r.exact[answerKey(none.Prompt, nil)] = true
					}
				case discordgo.SelectMenu:
					var sel discord.SelectID
					var draft discord.DraftID
					isSelect, isDraft := sel.Parse(c.CustomID) == nil, draft.Parse(c.CustomID) == nil
					if !isSelect && !isDraft {
						continue // Read a card: it answers no prompt
					}
					s := selectReach{prompt: sel.Prompt + draft.Prompt, options: map[string]bool{}, max: c.MaxValues}
					if c.MinValues != nil {
						s.min = *c.MinValues
					}
					s.min = max(s.min, 1)
					for _, o := range c.Options {
						s.options[o.Value] = true
					}
					switch {
					case isSelect:
						r.selects = append(r.selects, s)
					case isDraft:
						if !seenDraft[c.CustomID] {
							seenDraft[c.CustomID] = true
							r.drafts[draft.Prompt] = append(r.drafts[draft.Prompt], s)
						}
					}
				}
			}
		}
	}
	return r
}

// reaches reports whether a player can send a.
func (r reach) reaches(a games.Answer, prompts []games.Prompt) bool {
	if r.exact[answerKey(a.PromptID, a.Choices)] {
		return true
	}
	for _, s := range r.selects {
		if s.prompt == a.PromptID && len(a.Choices) >= s.min && len(a.Choices) <= s.max && all(a.Choices, s.options) {
			return true
		}
	}
	parts := r.drafts[a.PromptID]
	if len(parts) == 0 {
		return false
	}
	// A long multi-select gathers picks part by part and sends them with
	// Confirm, which is enabled when their number fits the prompt.
	var p games.Prompt
	for _, q := range prompts {
		if q.Seat == a.Seat && q.ID == a.PromptID {
			p = q
		}
	}
	if len(a.Choices) < p.Min || len(a.Choices) > p.Max {
		return false
	}
	for _, c := range a.Choices {
		if !slices.ContainsFunc(parts, func(s selectReach) bool { return s.options[c] }) {
			return false
		}
	}
	for _, s := range parts {
		n := 0
		for _, c := range a.Choices {
			if s.options[c] {
				n++
			}
		}
		if n > s.max {
			return false
		}
	}
	return true
}

func all(choices []string, in map[string]bool) bool {
	for _, c := range choices {
		if !in[c] {
			return false
		}
	}
	return true
}

// legal lists seat's legal answers: Legal where the state has the lean
// path, otherwise every option of a single choice and the empty answer.
func legal(st games.State, seat int) []games.Answer {
	var out []games.Answer
	if s, ok := st.(games.Searchable); ok {
		for _, m := range s.Legal(seat, nil) {
			out = append(out, m.Answer.Clone())
		}
		return out
	}
	for _, p := range games.PromptsFor(st.Prompts(), seat) {
		if p.Min == 0 {
			out = append(out, games.Answer{Seat: seat, PromptID: p.ID})
		}
		if p.Max >= 1 {
			for _, o := range p.Options {
				out = append(out, games.Answer{Seat: seat, PromptID: p.ID, Choices: []string{o.ID}})
			}
		}
	}
	return out
}

func TestEveryLegalAnswerIsReachableThroughWhatTheBotDraws(t *testing.T) {
	t.Parallel()
	games := gamesPlayedWhole()
	seeds, steps := 12, 600
	if testing.Short() {
		seeds, steps = 3, 200
	}
	for _, g := range games {
		info := g.Info()
		t.Run(info.Slug, func(t *testing.T) {
			t.Parallel()
			for seed := range seeds {
				seats := info.MinSeats + seed%(info.MaxSeats-info.MinSeats+1)
				checkGameReach(t, g, seats, uint64(seed+1), steps)
			}
		})
	}
}

func checkGameReach(t *testing.T, g games.Game, seats int, seed uint64, steps int) {
	t.Helper()
	st, err := g.New(games.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatalf("%d seats, seed %d: %v", seats, seed, err)
	}
	seated := table.Table{ID: "tbl", Game: g.Info(), Phase: table.Playing}
	for s := range seats {
		seated.Seats = append(seated.Seats, table.Seat{UserID: strconv.Itoa(100 + s), Name: fmt.Sprintf("P%d", s)})
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for step := 0; step < steps && st.Result() == nil; step++ {
		tb := render.Table{Table: seated, Game: g, State: st, Drafts: map[int]map[string][]string{}}
		prompts := st.Prompts()
		for seat := range seats {
			r := drawnReach(tb, seat)
			for _, a := range legal(st, seat) {
				if !r.reaches(a, prompts) {
					p, _ := findOpen(prompts, seat, a.PromptID)
					t.Fatalf("%d seats, seed %d, step %d: seat %d cannot send %q %v through what the bot draws (prompt %q, min %d, max %d, %d options)",
						seats, seed, step, seat, a.PromptID, a.Choices, p.Text, p.Min, p.Max, len(p.Options))
				}
			}
		}
		if _, _, err := games.PlayRandom(st, -1, false, rng); err != nil {
			break
		}
	}
}

func findOpen(prompts []games.Prompt, seat int, id string) (games.Prompt, bool) {
	for _, p := range prompts {
		if p.Seat == seat && p.ID == id {
			return p, true
		}
	}
	return games.Prompt{}, false
}

// actionRows are the action rows of a message's components, those inside
// a Components V2 container too.
func actionRows(cs []discordgo.MessageComponent) []discordgo.ActionsRow {
	var out []discordgo.ActionsRow
	for _, c := range cs {
		switch c := c.(type) {
		case discordgo.ActionsRow:
			out = append(out, c)
		case discordgo.Container:
			out = append(out, actionRows(c.Components)...)
		}
	}
	return out
}
