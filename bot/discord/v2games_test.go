package discord_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/games"
	_ "github.com/deckhand/deckhand/games/all"
	"github.com/deckhand/deckhand/games/lang"
	"github.com/deckhand/deckhand/storage"
)

// Every game played at random in every language, its lobby, its board
// and every seat's hand at each move: each goes out as the bytes
// encoding/json writes for it, in every request that sends it, and reads
// back as discordgo reads it when Discord answers with it.
func TestEveryGamesBoardsAndHandsGoOutAsTheBytesEncodingJSONWritesAndReadBackAsDiscordgoReadsThem(t *testing.T) {
	moves := 120
	if testing.Short() {
		moves = 30
	}
	for _, g := range games.All() {
		info := g.Info()
		for _, tag := range lang.Tags() {
			t.Run(info.Slug+"/"+tag, func(t *testing.T) {
				l := lang.Get(tag)
				seats := max(info.MinSeats, min(3, info.MaxSeats))
				rec := &storage.Table{ID: "zzzz9999", GuildID: "1", ChannelID: "2", Game: info.Slug, Host: "1000",
					Phase: storage.Lobby, Timer: 5 * time.Minute, Deadline: time.Unix(1e9, 0)}
				for i := range seats {
					rec.Seats = append(rec.Seats, storage.Seat{UserID: fmt.Sprint(1000 + i), Name: fmt.Sprintf("<Player & %d>", i)})
				}
				var check func(string, discord.Message)
				check = func(what string, m discord.Message) {
					if m.Plain != nil {
						check(what+" without its picture", *m.Plain)
					}
					for _, p := range discord.Payloads(m) {
						want, err := json.Marshal(p)
						require.NoError(t, err)
						got, err := discord.Marshal(p)
						require.NoError(t, err)
						require.Equal(t, string(want), string(got), "%s, %T", what, p)
					}
					back, err := discord.MessageJSON(&discordgo.Message{ID: "1", ChannelID: "2", Components: m.Components})
					require.NoError(t, err)
					var want, got *discordgo.Message
					require.NoError(t, json.Unmarshal(back, &want))
					require.NoError(t, discord.Unmarshal(back, &got))
					require.Equal(t, want, got, "%s read back", what)
				}
				lobby := bot.TableView(rec, g)
				lobby.Lang = l
				check("lobby", render.Lobby(lobby))
				st, err := g.New(games.Config{Seats: seats, Seed: 7})
				require.NoError(t, err)
				rec.Phase = storage.Playing
				rng := rand.New(rand.NewPCG(7, 1))
				for step := 0; st.Result() == nil && step < moves; step++ {
					tb := bot.TableView(rec, g)
					tb.State, tb.Lang = st, l
					check(fmt.Sprint("board ", step), render.Board(tb))
					for seat := range seats {
						check(fmt.Sprint("hand ", step, seat), render.Hand(tb, seat, 0, ""))
					}
					if _, _, err := games.PlayRandom(st, -1, true, rng); err == games.ErrNoMove {
						break
					} else {
						require.NoError(t, err)
					}
				}
			})
		}
	}
}
