package commands_test

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/storage"
)

// Tests of what a hostile user tries: custom ids forged on messages they
// can click, names that carry Markdown, commands used beyond their place.

// embedIn is the newest board or lobby in channel: a message with an
// embed or a Components V2 layout.
func embedIn(t *testing.T, h *bottest.Harness, channel string) *discordgo.Message {
	t.Helper()
	ms := h.Srv.Messages(channel)
	for i := len(ms) - 1; i >= 0; i-- {
		if len(ms[i].Embeds) > 0 || ms[i].Flags&discordgo.MessageFlagsIsComponentsV2 != 0 {
			return ms[i]
		}
	}
	t.Fatalf("no board in channel %s", channel)
	return nil
}

// lobbyTableID is the table id in a lobby's Join button.
func lobbyTableID(t *testing.T, lobby *discordgo.Message) string {
	t.Helper()
	id, ok := discordtest.FindButton(lobby, "Join")
	require.True(t, ok)
	var join discord.LobbyID
	require.NoError(t, join.Parse(id), "Join is a lobby button")
	return join.Table
}

const forged = "not one of mine"

func TestALobbyCannotBeJoinedOrCancelledFromAnotherChannel(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, eve := h.Srv.User("ann"), h.Srv.User("eve")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	target := lobbyTableID(t, h.Board())
	other := h.Srv.Channel("eves-channel")
	h.Srv.Command(eve, other, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	own := embedIn(t, h, other)

	for _, action := range []discord.LobbyAction{discord.LobbyJoin, discord.LobbyCancel} {
		r := h.Srv.ForgeClick(eve, own, discord.LobbyID{Table: target, Action: action}.String()).Response()
		assert.Contains(t, r.Message.Content, forged, "a %s forged on a message in another channel is refused", action)
	}
	rec, err := h.Store.Table(target)
	require.NoError(t, err)
	assert.Len(t, rec.Seats, 1, "eve did not take a seat")
	assert.False(t, rec.Phase.Done(), "the lobby is still open")
}

func TestALobbyClickFromAnotherMessageOfTheChannelIsRefused(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, eve := h.Srv.User("ann"), h.Srv.User("eve")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	old := h.Click(ann, h.Board(), "Cancel").Message()
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	target := lobbyTableID(t, h.Board())

	r := h.Srv.ForgeClick(eve, old, discord.LobbyID{Table: target, Action: discord.LobbyJoin}.String()).Response()
	assert.Contains(t, r.Message.Content, "not this table's lobby", "the lobby's buttons are on its own message only")
	rec, err := h.Store.Table(target)
	require.NoError(t, err)
	assert.Len(t, rec.Seats, 1)
}

func TestAHandCannotBeOpenedFromAnotherChannel(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	board := h.Open("starcollector", ann, bob)
	other := h.Srv.Channel("elsewhere")
	h.Srv.Command(bob, other, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	r := h.Srv.ForgeClick(ann, embedIn(t, h, other), bottest.HandID(board)).Response()
	assert.Contains(t, r.Message.Content, forged)
}

// firstAnswer is the first answer a hand offers, from a select or a
// button alike: its table, prompt and fingerprint, and the option.
func firstAnswer(t *testing.T, hand *discordgo.Message) (p discord.PromptID, option string) {
	t.Helper()
	for _, c := range bottest.Choices(hand) {
		var sel discord.SelectID
		var a discord.AnswerID
		switch {
		case sel.Parse(c.CustomID) == nil:
			return discord.PromptID{Table: sel.Table, Prompt: sel.Prompt, Hash: sel.Hash}, c.Value
		case a.Parse(c.CustomID) == nil:
			return discord.PromptID{Table: a.Table, Prompt: a.Prompt, Hash: a.Hash}, a.Option
		}
	}
	t.Fatalf("no answer on:\n%s", discordtest.Text(hand))
	return discord.PromptID{}, ""
}

func TestAnAnswerWithoutAFingerprintIsRefusedAsForged(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	hand := h.Hand(ann)
	p, v := firstAnswer(t, hand)
	// The only id no SelectID writes: one without its fingerprint.
	r := h.Srv.ForgeSelect(ann, hand, "s:"+p.Table+":"+p.Prompt+"::0", v).Response()
	assert.Contains(t, discordtest.Text(r.Message), forged, "an empty fingerprint would skip the outdated-prompt check")
	rec, err := h.Store.Table(p.Table)
	require.NoError(t, err)
	assert.Zero(t, rec.Moves)
}

func TestADraftPartOutOfRangeIsRefusedAsForged(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	hand := h.Hand(ann)
	p, v := firstAnswer(t, hand)
	for _, part := range []string{"-1", "7", "x"} {
		// Written out: a DraftID writes no part but a number from 0.
		r := h.Srv.ForgeSelect(ann, hand, "d:"+p.Table+":"+p.Prompt+":"+p.Hash+":"+part, v).Response()
		assert.Contains(t, discordtest.Text(r.Message), forged, "part %q", part)
	}
}

func TestAPlayerWhoLeavesIsShownByMentionNotByTheirName(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	nitro := h.Srv.User("[Free Nitro](https://evil.example)")
	h.Open("starcollector", ann, nitro)
	ask := h.Srv.Command(nitro, h.Channel, "leave")
	h.Click(nitro, ask.Message(), "Leave the game").Response()
	board := h.WaitBoard("CPU (was <@" + nitro.ID + ">)")
	assert.NotContains(t, discordtest.Text(board), "](https://evil.example)", "no disguised link on the board")
}

func TestALeavingHostHandsTheRoleToTheNextPlayer(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	ask := h.Srv.Command(ann, h.Channel, "leave")
	r := h.Click(ann, ask.Message(), "Leave the game").Response()
	assert.Contains(t, r.Message.Content, "<@"+bob.ID+"> is the host now")
	r = h.Srv.Command(ann, h.Channel, "end").Response()
	assert.Contains(t, r.Message.Content, "Only the host", "a host who gave their seat away no longer ends the game")
	ask = h.Srv.Command(bob, h.Channel, "end")
	r = h.Click(bob, ask.Message(), "End the game").Response()
	assert.Contains(t, r.Message.Content, "ended")
}

func TestATableWhoseLastPlayerLeavesEnds(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector")).Message() // the notice, once the lobby is up
	lobby := h.Click(ann, h.Board(), "Add CPU").Message()
	id := lobbyTableID(t, lobby)
	h.Click(ann, lobby, "Start").Message()
	ask := h.Srv.Command(ann, h.Channel, "leave")
	r := h.Click(ann, ask.Message(), "Leave the game").Response()
	assert.Contains(t, r.Message.Content, "no one is left playing", "the channel is told why the game stopped")
	rec, err := h.Store.Table(id)
	require.NoError(t, err)
	assert.Equal(t, storage.Cancelled, rec.Phase, "CPU players do not play on for no one")
	moves, err := h.Store.Moves(id)
	require.NoError(t, err)
	assert.Less(t, len(moves), 3, "the CPU did not play the game out inside /leave")
}

func TestOnlyTheTablesPlayersAndManagersRepostTheBoard(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{BoardCooldown: -1}, commands.New)
	ann, bob, eve, mod := h.Srv.User("ann"), h.Srv.User("bob"), h.Srv.User("eve"), h.Srv.Admin("mod")
	h.Open("starcollector", ann, bob)
	// Boards, not every message: a turn ping may come at any moment.
	countBoards := func() int {
		n := 0
		for _, m := range h.Srv.Messages(h.Channel) {
			if _, ok := discordtest.FindButton(m, "Hand"); ok {
				n++
			}
		}
		return n
	}
	boards := countBoards()
	r := h.Srv.Command(eve, h.Channel, "game").Response()
	assert.Contains(t, r.Message.Content, "Only the table's players")
	assert.Equal(t, boards, countBoards(), "no post for an onlooker")
	// A post waits its turn at the pacer, and its answer may be deferred
	// meanwhile: the answer is read once it has landed.
	assert.Contains(t, h.Srv.Command(mod, h.Channel, "game").Message().Content, "board again")
	assert.Contains(t, h.Srv.Command(bob, h.Channel, "game").Message().Content, "board again")
}

func TestTheBoardIsRepostedAtMostOnceInTheCooldown(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	assert.Contains(t, h.Srv.Command(ann, h.Channel, "game").Message().Content, "board again") // once it landed, deferred or not
	posts := len(h.Srv.Messages(h.Channel))
	r := h.Srv.Command(bob, h.Channel, "game").Response()
	assert.Contains(t, r.Message.Content, "a moment ago")
	assert.Len(t, h.Srv.Messages(h.Channel), posts)
}

func TestEveryMessageLetsMentionsPingUsersOnly(t *testing.T) {
	t.Parallel()
	// A "1 minute" turn timer lasts 1.2 s: long enough that the moves it
	// makes for the absent do not end the game before /leave and /end,
	// even under the race detector.
	h := bottest.New(t, bot.Config{TimerScale: 0.02, BoardCooldown: -1}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	// Lobby post and updates, the board, board edits, /game, timer lines,
	// /leave, /end, and deferred public answers.
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector"), discordtest.Opt("timer", "1 minute")).Message() // the notice, once the lobby is up
	lobby := h.Click(bob, h.Board(), "Join").Message()
	h.Click(ann, lobby, "Start").Message()
	h.Srv.WaitFor(func() bool { return h.Said("⏰") && h.Said("Time ran out") })
	h.Srv.Command(ann, h.Channel, "game").Response()
	h.Click(bob, h.Srv.Command(bob, h.Channel, "leave").Message(), "Leave the game").Response()
	h.Click(ann, h.Srv.Command(ann, h.Channel, "end").Message(), "End the game").Response()
	h.Stop()

	deferred := bottest.New(t, bot.Config{DeferAfter: -1, BoardCooldown: -1}, commands.New)
	deferred.Srv.Command(ann, deferred.Channel, "play", discordtest.Opt("game", "starcollector")).Message()
	lobby = deferred.Click(bob, deferred.Board(), "Join").Message()
	deferred.Click(ann, lobby, "Start").Message()
	hand := deferred.Srv.Command(ann, deferred.Channel, "hand").Message()
	deferred.Answer(ann, hand, bottest.Choices(hand)[0])
	deferred.Srv.Command(ann, deferred.Channel, "game").Response()
	deferred.Click(bob, deferred.Srv.Command(bob, deferred.Channel, "leave").Message(), "Leave the game").Response()
	deferred.Stop()

	assert.Empty(t, append(h.Srv.Unguarded(), deferred.Srv.Unguarded()...), "messages that could ping @everyone or roles")
}

func TestNoLogLineHoldsAnInteractionToken(t *testing.T) {
	t.Parallel()
	msg := `Post "https://discord.com/api/v9/webhooks/123/aW50ZXJhY3Rpb246MTIz.abc_-XYZ/messages/@original": dial tcp: timeout`
	got := discord.Redact(msg)
	assert.False(t, strings.Contains(got, "aW50ZXJhY3Rpb246MTIz"), got)
}

func TestALobbyPostedAgainAnswersFromItsNewestMessage(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	play(h, ann, h.Channel)
	old := h.Board()
	assert.Contains(t, h.Srv.Command(ann, h.Channel, "game").Message().Content, "join and start from this message") // once it landed, deferred or not
	require.NotEqual(t, old.ID, h.Board().ID)
	r := h.Click(bob, old, "Join").Response()
	assert.Contains(t, r.Message.Content, "not this table's lobby", "the old copy is no longer kept up to date")
	lobby := h.Click(bob, h.Board(), "Join").Message()
	assert.Contains(t, discordtest.Text(lobby), "<@"+bob.ID+">")
}

func TestAForgedValueIsEchoedAsTypedNeverAsAMentionOrMarkdown(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	hand := h.Hand(ann)
	p, _ := firstAnswer(t, hand)
	const typed = "{seat0}**`<@1> # x"
	for _, r := range []*discordtest.Interaction{
		h.Srv.ForgeSelect(ann, hand, discord.SelectID{Table: p.Table, Prompt: p.Prompt, Hash: p.Hash}.String(), typed),
		h.Srv.ForgeClick(ann, hand, discord.AnswerID{Table: p.Table, Prompt: p.Prompt, Hash: p.Hash, Option: typed}.String()),
	} {
		text := discordtest.Text(r.Message())
		assert.Contains(t, text, "\"{seat0}\\*\\*\\`\\<\\@1\\> \\# x\"", "the value comes back as typed, its Markdown and mention escaped")
		assert.NotContains(t, text, "<@"+ann.ID+">", "its seat placeholder is not made a mention")
		assert.NotContains(t, text, "**`", "nor is its Markdown live")
	}
	rec, err := h.Store.Table(p.Table)
	require.NoError(t, err)
	assert.Zero(t, rec.Moves, "nothing was played")
}
