package bot_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/bot/render"
	"github.com/deckhand/deckhand/commands"
	_ "github.com/deckhand/deckhand/games/all"
)

// place is where a table lives or a message is: its server and channel.
type place struct{ guild, channel string }

// foreignTable is a table a forged click names, and where it lives.
type foreignTable struct {
	id, what string
	at       place
	finished bool
}

// ownedMessage is a message of the bot that ann can click, and where it is.
type ownedMessage struct {
	what string
	msg  *discordgo.Message
	at   place
}

// world is what a click could change or show: every public message of
// the bot's in the channels of the test, and ann's ephemerals that are
// clicked on, as their readers see them, and every table's record.
type world struct {
	messages map[string]string
	tables   map[string]string
}

// seen is a message as a reader sees it: its flags and its text, with
// every embed, field, button and select. Pictures are left out: they
// follow their message on their own time, and a message shown in the
// wrong place changes its text too.
func seen(m *discordgo.Message) string {
	return fmt.Sprintf("flags %d\n%s", m.Flags, discordtest.Text(m))
}

func look(t *testing.T, h *bottest.Harness, channels []string, ephemerals []string, tables []string) world {
	t.Helper()
	w := world{messages: map[string]string{}, tables: map[string]string{}}
	for _, ch := range channels {
		for _, m := range h.Srv.Messages(ch) {
			w.messages[m.ID] = seen(m)
		}
	}
	for _, id := range ephemerals {
		w.messages[id] = seen(h.Srv.Message(id))
	}
	for _, id := range tables {
		rec, err := h.Store.Table(id)
		require.NoError(t, err)
		raw, err := json.Marshal(rec)
		require.NoError(t, err)
		w.tables[id] = string(raw)
	}
	return w
}

// values are the values a forged select of kind carries; card is the
// name of a card in play at another server's KeyForge game.
func values(kind, table, card string) []string {
	switch kind {
	case discord.KindCard, discord.KindRead:
		return []string{card}
	case discord.KindSetting:
		return []string{"off"}
	case discord.KindPick:
		return []string{table}
	}
	return []string{"0"}
}

// forgedIDs are the custom ids of kind naming table, each as the bot
// renders them, so that the click would do its work if only the table
// were here. A kind added later fails here until its ids are listed, so
// that every route is driven.
func forgedIDs(t *testing.T, kind, table, owner string) []string {
	prompt := discord.PromptID{Table: table, Prompt: "0", Hash: "0"}
	var ids []discord.CustomID
	switch kind {
	case discord.KindLobby:
		for _, a := range []discord.LobbyAction{discord.LobbyJoin, discord.LobbyLeave, discord.LobbyStart, discord.LobbyCancel, discord.LobbyCPU} {
			ids = append(ids, discord.LobbyID{Table: table, Action: a})
		}
	case discord.KindSure:
		for _, a := range []string{"no", "end", "leave"} {
			ids = append(ids, discord.SureID{Table: table, Action: a})
		}
	case discord.KindLog:
		ids = append(ids, discord.LogID{Table: table, First: discord.LogNewest}, discord.LogID{Table: table})
	case discord.KindHand:
		ids = append(ids, discord.HandID{Table: table}, discord.HandID{Table: table, Refresh: true})
	case discord.KindSetting:
		ids = append(ids, discord.SettingID{Table: table, Setting: render.SettingPings})
	case discord.KindOption:
		ids = append(ids, discord.OptionID{Table: table, Key: "rounds"})
	case discord.KindReplay:
		for _, nav := range []string{render.ReplayFirst, render.ReplayNext, render.ReplayLast} {
			ids = append(ids, discord.ReplayID{Table: table, Owner: owner, Nav: nav})
		}
	case discord.KindAnswer:
		ids = append(ids, discord.AnswerID{Table: table, Prompt: "0", Hash: "0", Option: "0"})
	case discord.KindWarn:
		ids = append(ids, discord.WarnID{Table: table, Prompt: "0", Hash: "0", Option: "0"})
	case discord.KindPublic:
		ids = append(ids, discord.PublicID{Table: table, Prompt: "0", Option: "0"})
	case discord.KindSelect:
		ids = append(ids, discord.SelectID{Table: table, Prompt: "0", Hash: "0"})
	case discord.KindDraft:
		ids = append(ids, discord.DraftID{Table: table, Prompt: "0", Hash: "0"})
	case discord.KindNone:
		ids = append(ids, discord.NoneID{PromptID: prompt})
	case discord.KindConfirm:
		ids = append(ids, discord.ConfirmID{PromptID: prompt})
	case discord.KindClear:
		ids = append(ids, discord.ClearID{PromptID: prompt})
	case discord.KindRules:
		ids = append(ids, discord.RulesID{Game: table})
	case discord.KindRematch:
		ids = append(ids, discord.RematchID{Table: table})
	case discord.KindCard:
		ids = append(ids, discord.CardID{Table: table})
	case discord.KindRead:
		ids = append(ids, discord.ReadID{Table: table})
	case discord.KindPick:
		ids = append(ids, discord.PickID{})
	case discord.KindForget:
		// A deletion names its member, not a table: the clicker's own
		// id, sent from a message that is not her question.
		ids = append(ids, discord.ForgetID{Member: owner, Yes: true}, discord.ForgetID{Member: owner})
	case discord.KindEvent:
		// A tournament's button names its tournament: a table's id where
		// the tournament's goes is what a forger could send.
		for _, a := range []discord.EventAction{discord.EventJoin, discord.EventLeave, discord.EventCheckIn, discord.EventStart, discord.EventPause, discord.EventResume, discord.EventEnd, discord.EventDrop} {
			ids = append(ids, discord.EventID{Tournament: table, Action: a})
		}
	case discord.KindHistory:
		// A history page names no table: a table's id where its page
		// number goes is what a forger could send.
		return []string{discord.KindHistory + discord.Sep + table}
	default:
		t.Fatalf("route %q: list here the ids of it a forger would send", kind)
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id.String()
	}
	return out
}

// TestAClickNamingAnotherPlacesTableChangesNothingAndShowsNothing drives
// every route the router knows, on every kind of message the bot owns,
// with the table id of a table in another server and in another channel:
// the click is refused with a private line of text, no message changes,
// none is posted, and no table's record moves.
func TestAClickNamingAnotherPlacesTableChangesNothingAndShowsNothing(t *testing.T) {
	t.Parallel()
	forgeEverywhere(t, false)
}

// TestADeferredClickNamingAnotherPlacesTableChangesNothingAndShowsNothing
// is the same with every click deferred before its handler runs: the
// answer is then a followup, and an update would edit the clicked
// message through @original.
func TestADeferredClickNamingAnotherPlacesTableChangesNothingAndShowsNothing(t *testing.T) {
	t.Parallel()
	if raceEnabled {
		// Its clicks are sequential, as the other variant's, which the
		// race detector runs; this one adds the deferral alone.
		t.Skip("the race detector runs the variant answered at once")
	}
	forgeEverywhere(t, true)
}

func forgeEverywhere(t *testing.T, deferred bool) {
	// Eight tables and a thousand clicks: on a busy machine, under the
	// race detector, a picture can take more than the usual 5 s.
	h := bottest.New(t, bot.Config{BoardCooldown: -1}, commands.New, discordtest.WithTimeout(30*time.Second))
	ann, bob, carol := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("carol")
	// The harness registers the commands in its own server; a bot
	// registered globally serves the other server's members too.
	dg := h.Srv.NewSession()
	_, err := dg.ApplicationCommandBulkOverwrite(h.Srv.AppID, "", h.Bot.Commands())
	require.NoError(t, err)

	home := place{h.Srv.GuildID, h.Channel}
	side := place{h.Srv.GuildID, h.Srv.GuildChannel(h.Srv.GuildID, "side")}
	lobbyRoom := place{h.Srv.GuildID, h.Srv.GuildChannel(h.Srv.GuildID, "lobby")}
	away := h.Srv.Guild("elsewhere")
	awayGames := place{away, h.Srv.GuildChannel(away, "games")}
	awayLobby := place{away, h.Srv.GuildChannel(away, "lobby")}
	channels := []string{home.channel, side.channel, lobbyRoom.channel, awayGames.channel, awayLobby.channel}

	newest := func(ch string) *discordgo.Message {
		ms := h.Srv.Messages(ch)
		for i := len(ms) - 1; i >= 0; i-- {
			if len(ms[i].Embeds) > 0 || ms[i].Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
				return ms[i]
			}
		}
		t.Fatalf("no board in %s", ch)
		return nil
	}
	// openAt opens a table of game hosted by ann at p, with others
	// seated, started unless lobby; pings off, so that nothing is posted
	// on its own while the clicks are counted.
	openAt := func(p place, game string, lobby bool, others ...*discordtest.User) (id string, board *discordgo.Message) {
		h.Srv.Command(ann, p.channel, "play", discordtest.Opt("game", game), discordtest.Opt("pings", "off")).Message()
		board = newest(p.channel)
		join, ok := discordtest.FindButton(board, "Join")
		require.True(t, ok)
		var lobbyID discord.LobbyID
		require.NoError(t, lobbyID.Parse(join))
		for _, u := range others {
			board = h.Srv.Click(u, board, join).Message()
		}
		if !lobby {
			board = h.Click(ann, board, "Start").Message()
		}
		return lobbyID.Table, board
	}
	finishAt := func(p place) (id string, board *discordgo.Message) {
		id, _ = openAt(p, "starcollector", false, bob)
		saved := h.Channel
		h.Channel = p.channel
		board = h.PlayToEnd(200, ann, bob)
		h.Channel = saved
		return id, board
	}
	// cardAt plays the KeyForge game at p until /card offers a card to
	// read, and returns its name: what a forged card select would pick.
	cardAt := func(p place, players ...*discordtest.User) string {
		saved := h.Channel
		h.Channel = p.channel
		defer func() { h.Channel = saved }()
		for range 80 {
			pick := h.Srv.Command(ann, p.channel, "card").Message()
			if sel, ok := discordtest.FindSelect(pick, discord.KindCard+":"); ok && len(sel.Options) > 0 {
				return sel.Options[0].Value
			}
			h.PlayRounds(1, players...)
		}
		t.Fatal("no card reached the KeyForge table")
		return ""
	}

	fHome, finishedBoard := finishAt(home)
	lHome, liveBoard := openAt(home, "starcollector", false, bob)
	yLobby, lobby := openAt(lobbyRoom, "starcollector", true, bob)
	fSide, _ := finishAt(side)
	lSide, _ := openAt(side, "starcollector", false, bob)
	fAway, _ := finishAt(awayGames)
	lAway, _ := openAt(awayGames, "keyforge", false, carol)
	card := cardAt(awayGames, ann, carol)
	yAway, _ := openAt(awayLobby, "starcollector", true)
	targets := []foreignTable{
		{fHome, "this channel's finished game", home, true},
		{lHome, "this channel's live game", home, false},
		{yLobby, "another channel's lobby", lobbyRoom, false},
		{fSide, "another channel's finished game", side, true},
		{lSide, "another channel's live game", side, false},
		{fAway, "another server's finished game", awayGames, true},
		{lAway, "another server's live game", awayGames, false},
		{yAway, "another server's lobby", awayLobby, false},
	}
	var tableIDs []string
	for _, f := range targets {
		tableIDs = append(tableIDs, f.id)
	}

	liveBoard = h.Srv.Message(liveBoard.ID)
	hand := h.Click(ann, liveBoard, "Hand").Message()
	logPage := h.Click(ann, liveBoard, "Log").Message()
	rules := h.Click(ann, liveBoard, "Rules").Message()
	history := h.Srv.Command(ann, home.channel, "history").Message()
	pick, ok := discordtest.FindSelect(history, discord.KindPick+":")
	require.True(t, ok, discordtest.Text(history))
	replay := h.Srv.Select(ann, h.Srv.Command(ann, home.channel, "history").Message(), pick.CustomID, fHome).Message()
	require.Contains(t, discordtest.Text(replay), "Replay", "the replay of this channel's game opened")
	owned := []ownedMessage{
		{"a live board", liveBoard, home},
		{"a finished board", h.Srv.Message(finishedBoard.ID), home},
		{"a lobby", h.Srv.Message(lobby.ID), lobbyRoom},
		{"a hand", hand, home},
		{"a log page", logPage, home},
		{"a rules page", rules, home},
		{"a history page", history, home},
		{"a replay", replay, home},
	}
	// Pictures follow their messages (a replay's is drawn in the
	// background); let them land before counting, and before a restart.
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(hand.ID, "hand.png") != nil })
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(replay.ID, "replay.png") != nil })
	if deferred {
		// The tables are set; the clicks go to a bot that defers each
		// one before its handler runs.
		h.Stop()
		h.Config.DeferAfter = -1
		h.Start()
	}
	h.Srv.WaitFor(h.Bot.BoardsShown)

	var ephemerals []string
	for _, on := range owned {
		if on.msg.Flags&discordgo.MessageFlagsEphemeral != 0 {
			ephemerals = append(ephemerals, on.msg.ID)
		}
	}
	require.Len(t, ephemerals, 5, "the hand, log, rules, history and replay are ann's own")
	kinds := h.Bot.Routes()
	require.Contains(t, kinds, discord.KindSetting, "the router lists its routes")
	if testing.Short() || raceEnabled {
		// Fewer messages and tables: a board, the lobby and the hand
		// (the board alone under the race detector, which makes each
		// click several times slower), against a game and a lobby of
		// another server and a live and a finished game of another
		// channel; every route all the same.
		keep, ids := []string{"a live board", "a lobby", "a hand"}, []string{lHome, lSide, fSide, lAway, yAway}
		if raceEnabled {
			keep, ids = []string{"a live board"}, []string{lSide, lAway, yAway}
		}
		owned = slices.DeleteFunc(owned, func(m ownedMessage) bool { return !slices.Contains(keep, m.what) })
		targets = slices.DeleteFunc(targets, func(f foreignTable) bool { return !slices.Contains(ids, f.id) })
	}
	clicks := 0
	for _, on := range owned {
		for _, target := range targets {
			if target.at == on.at {
				continue // its own place: not a forgery this test is about
			}
			for _, kind := range kinds {
				for _, id := range forgedIDs(t, kind, target.id, ann.ID) {
					// The history is the server's: a finished game of this
					// server replays from its own history page or replay.
					if (kind == discord.KindPick || kind == discord.KindReplay) && target.finished &&
						target.at.guild == on.at.guild && (on.msg == history || on.msg == replay) {
						continue
					}
					if kind == discord.KindReplay && on.msg != replay {
						// A replay step forged onto another message of the
						// player's (a hand, a log, rules) replaces it with a
						// replay of a finished game of this server, which
						// /history shows anyway: answering replay steps only
						// on their own replay is another change, made beside
						// this one. Its forgeries on boards and lobbies are
						// driven here all the same for another server's games.
						if target.finished && target.at.guild == on.at.guild {
							continue
						}
					}
					before := look(t, h, channels, ephemerals, tableIDs)
					ix := h.Srv.ForgeSelect(ann, on.msg, id, values(kind, target.id, card)...)
					r := ix.Response()
					clicks++
					why := fmt.Sprintf("%s naming %s, on %s", id, target.what, on.what)
					var refusal *discordgo.Message
					if deferred {
						require.Equal(t, discordgo.InteractionResponseDeferredMessageUpdate, r.Type, why)
						// The answer is a followup; an update would edit the
						// clicked message instead: wait for either.
						h.Srv.WaitFor(func() bool {
							return len(ix.Followups()) > 0 || seen(h.Srv.Message(on.msg.ID)) != before.messages[on.msg.ID]
						})
						require.Equal(t, before.messages[on.msg.ID], seen(h.Srv.Message(on.msg.ID)), "%s: the clicked message is as it was", why)
						fs := ix.Followups()
						require.Len(t, fs, 1, "%s: one answer, after the deferral", why)
						refusal = fs[0]
						require.NotZero(t, refusal.Flags&discordgo.MessageFlagsEphemeral, "%s: answered privately", why)
					} else {
						require.Equal(t, discordgo.InteractionResponseChannelMessageWithSource, r.Type, "%s: answered with a new message, never an update of the clicked one", why)
						require.True(t, r.Ephemeral, "%s: answered privately", why)
						require.NotNil(t, r.Message, why)
						assert.Empty(t, ix.Followups(), "%s: nothing follows a refusal", why)
						refusal = r.Message
					}
					assert.Empty(t, refusal.Embeds, "%s: a refusal shows nothing of the table: %s", why, discordtest.Text(refusal))
					assert.Empty(t, refusal.Components, "%s: a refusal has no buttons: %s", why, discordtest.Text(refusal))
					after := look(t, h, channels, ephemerals, tableIDs)
					assert.Equal(t, before.tables, after.tables, "%s: no table changed", why)
					for mid, was := range before.messages {
						require.Equal(t, was, after.messages[mid], "%s: message %s is as it was", why, mid)
					}
					for mid, now := range after.messages {
						_, old := before.messages[mid]
						assert.True(t, old, "%s: no public message was posted: %s", why, now)
					}
				}
			}
		}
	}
	t.Logf("%d forged clicks over %d routes, deferred: %v", clicks, len(kinds), deferred)
}

// TestKeepPlayingForgedOntoABoardOrAHandWipesNothing forges the "Keep
// playing" of /end's question, naming the table's own id, onto its
// board by an onlooker and onto a player's own hand: its answer replaces
// the message it is on, so only the question it belongs to may take it.
func TestKeepPlayingForgedOntoABoardOrAHandWipesNothing(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{}, commands.New, discordtest.WithTimeout(30*time.Second))
	ann, bob, eve := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("eve")
	board := h.Open("starcollector", ann, bob)
	id := discord.SureID{Table: bottest.TableID(t, board), Action: "no"}.String()
	hand := h.Hand(ann)
	h.Srv.WaitFor(func() bool { return h.Srv.Attachment(hand.ID, "hand.png") != nil })
	h.Srv.WaitFor(h.Bot.BoardsShown)
	for _, c := range []struct {
		who  *discordtest.User
		on   *discordgo.Message
		what string
	}{{eve, board, "the board, by an onlooker"}, {ann, hand, "ann's own hand"}} {
		was := seen(h.Srv.Message(c.on.ID))
		r := h.Srv.ForgeClick(c.who, c.on, id).Response()
		assert.Equal(t, discordgo.InteractionResponseChannelMessageWithSource, r.Type, "%s: refused with a new message", c.what)
		assert.Contains(t, r.Message.Content, "not one of mine", c.what)
		assert.Equal(t, was, seen(h.Srv.Message(c.on.ID)), "%s is as it was", c.what)
	}
}
