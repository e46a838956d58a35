package discordtest_test

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discordtest"
)

// testBot is a tiny bot on a real discordgo session: handlers keyed by
// command name or custom id, and the errors its REST calls got.
type testBot struct {
	dg       *discordgo.Session
	ready    chan *discordgo.Ready
	mu       sync.Mutex
	errs     []error
	handlers map[string]func(*discordgo.Session, *discordgo.InteractionCreate)
}

var commands = []*discordgo.ApplicationCommand{
	{Name: "ping", Description: "Answer pong"},
	{Name: "play", Description: "Open a lobby", Options: []*discordgo.ApplicationCommandOption{
		{Type: discordgo.ApplicationCommandOptionString, Name: "game", Description: "Which game", Required: true,
			Choices: []*discordgo.ApplicationCommandOptionChoice{{Name: "Star Collector", Value: "starcollector"}, {Name: "Rummy", Value: "rummy"}}},
		{Type: discordgo.ApplicationCommandOptionInteger, Name: "seats", Description: "How many seats"},
		{Type: discordgo.ApplicationCommandOptionBoolean, Name: "cpu", Description: "Add a CPU"},
	}},
	{Name: "slow", Description: "Defer, then edit"},
	{Name: "hand", Description: "Show your hand"},
	{Name: "post", Description: "Post to the channel"},
	{Name: "bad", Description: "Break a limit"},
	{Name: "twice", Description: "Answer twice"},
	{Name: "late", Description: "Answer late"},
	{Name: "end", Description: "End the game", DefaultMemberPermissions: &manageChannels},
	{Name: "think", Description: "Defer, then follow up"},
}

var manageChannels int64 = discordgo.PermissionManageChannels

func startBot(t *testing.T, srv *discordtest.Server, handlers map[string]func(*discordgo.Session, *discordgo.InteractionCreate), tune ...func(*discordgo.Session)) *testBot {
	t.Helper()
	b := &testBot{dg: srv.NewSession(), ready: make(chan *discordgo.Ready, 2), handlers: handlers}
	for _, f := range tune {
		f(b.dg)
	}
	b.dg.AddHandler(func(s *discordgo.Session, r *discordgo.Ready) {
		if _, err := s.ApplicationCommandBulkOverwrite(r.Application.ID, srv.GuildID, commands); err != nil {
			b.fail(err)
		}
		b.ready <- r
	})
	b.dg.AddHandler(func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		key := ""
		switch i.Type {
		case discordgo.InteractionApplicationCommand:
			key = "/" + i.ApplicationCommandData().Name
		case discordgo.InteractionMessageComponent:
			key = i.MessageComponentData().CustomID
			key, _, _ = strings.Cut(key, ":")
		}
		if h := b.handlers[key]; h != nil {
			h(s, i)
		}
	})
	require.NoError(t, b.dg.Open())
	return b
}

func (b *testBot) fail(err error) {
	if err == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.errs = append(b.errs, err)
}

func (b *testBot) errors() []error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]error(nil), b.errs...)
}

func respond(s *discordgo.Session, i *discordgo.InteractionCreate, typ discordgo.InteractionResponseType, data *discordgo.InteractionResponseData) error {
	return s.InteractionRespond(i.Interaction, &discordgo.InteractionResponse{Type: typ, Data: data})
}

func restCode(err error) int {
	var re *discordgo.RESTError
	if errors.As(err, &re) && re.Message != nil {
		return re.Message.Code
	}
	return -1
}

func row(cs ...discordgo.MessageComponent) discordgo.ActionsRow {
	return discordgo.ActionsRow{Components: cs}
}

func TestSessionAndInteractions(t *testing.T) {
	srv := discordtest.NewServer(t)
	var followupID string
	var fmu sync.Mutex
	var b *testBot
	posted := make(chan struct{})
	b = startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/ping": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Content: "pong",
				Components: []discordgo.MessageComponent{
					row(discordgo.Button{Label: "Again", CustomID: "again"}, discordgo.Button{Label: "Docs", Style: discordgo.LinkButton, URL: "https://example.com"}),
					row(discordgo.SelectMenu{CustomID: "pick", Placeholder: "Pick cards", MaxValues: 2, Options: []discordgo.SelectMenuOption{
						{Label: "Ace", Value: "a"}, {Label: "King", Value: "k"}, {Label: "Queen", Value: "q"}}}),
				},
			}))
		},
		"again": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseUpdateMessage, &discordgo.InteractionResponseData{
				Content:    "pong again by " + i.Member.User.Username,
				Components: i.Message.Components,
			}))
		},
		"pick": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Content: "picked " + strings.Join(i.MessageComponentData().Values, ","),
				Flags:   discordgo.MessageFlagsEphemeral,
			}))
		},
		"/play": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			o := i.ApplicationCommandData().Options
			var parts []string
			for _, x := range o {
				switch x.Type {
				case discordgo.ApplicationCommandOptionString:
					parts = append(parts, x.Name+"="+x.StringValue())
				case discordgo.ApplicationCommandOptionInteger:
					parts = append(parts, x.Name+"="+map[int64]string{2: "two"}[x.IntValue()])
				case discordgo.ApplicationCommandOptionBoolean:
					parts = append(parts, x.Name+"="+map[bool]string{true: "yes", false: "no"}[x.BoolValue()])
				}
			}
			admin := i.Member.Permissions&discordgo.PermissionManageChannels != 0
			b.fail(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Embeds: []*discordgo.MessageEmbed{{Title: "Lobby", Description: strings.Join(parts, " "),
					Fields: []*discordgo.MessageEmbedField{{Name: "Admin", Value: map[bool]string{true: "yes", false: "no"}[admin]}}}},
			}))
		},
		"/slow": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseDeferredChannelMessageWithSource, nil))
			time.Sleep(20 * time.Millisecond)
			content := "done"
			_, err := s.InteractionResponseEdit(i.Interaction, &discordgo.WebhookEdit{Content: &content})
			b.fail(err)
			f, err := s.FollowupMessageCreate(i.Interaction, true, &discordgo.WebhookParams{Content: "secret", Flags: discordgo.MessageFlagsEphemeral})
			b.fail(err)
			if err == nil {
				fmu.Lock()
				followupID = f.ID
				fmu.Unlock()
				content := "secret, edited"
				_, err = s.FollowupMessageEdit(i.Interaction, f.ID, &discordgo.WebhookEdit{Content: &content})
				b.fail(err)
			}
			_, err = s.FollowupMessageCreate(i.Interaction, false, &discordgo.WebhookParams{Content: "public followup"})
			b.fail(err)
		},
		"/hand": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Content: "your hand", Flags: discordgo.MessageFlagsEphemeral,
				Components: []discordgo.MessageComponent{row(discordgo.Button{Label: "Play 1", CustomID: "card:1"})},
			}))
		},
		"card": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseDeferredMessageUpdate, nil))
			content := "played " + i.MessageComponentData().CustomID
			empty := []discordgo.MessageComponent{}
			_, err := s.InteractionResponseEdit(i.Interaction, &discordgo.WebhookEdit{Content: &content, Components: &empty})
			b.fail(err)
		},
		"/post": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "posting", Flags: discordgo.MessageFlagsEphemeral}))
			m, err := s.ChannelMessageSendComplex(i.ChannelID, &discordgo.MessageSend{
				Embeds:     []*discordgo.MessageEmbed{{Title: "Board"}},
				Components: []discordgo.MessageComponent{row(discordgo.Button{Label: "Hand", CustomID: "hand"})},
			})
			b.fail(err)
			if err != nil {
				return
			}
			content := "board, edited"
			_, err = s.ChannelMessageEditComplex(&discordgo.MessageEdit{Channel: i.ChannelID, ID: m.ID, Content: &content})
			b.fail(err)
			got, err := s.ChannelMessage(i.ChannelID, m.ID)
			b.fail(err)
			if err == nil && got.Content != content {
				b.fail(errors.New("GET returned " + got.Content))
			}
			list, err := s.ChannelMessages(i.ChannelID, 10, "", "", "")
			b.fail(err)
			if err == nil && (len(list) != 6 || list[0].ID != m.ID) {
				b.fail(fmt.Errorf("channel list has %d messages, newest %s", len(list), list[0].ID))
			}
			close(posted)
		},
	})
	r := <-b.ready
	assert.Equal(t, srv.BotUser.ID, r.User.ID)
	assert.Equal(t, srv.AppID, r.Application.ID)
	assert.Equal(t, 1, srv.Identifies())
	srv.WaitFor(func() bool { return len(srv.Commands(srv.GuildID)) == len(commands) })
	play := srv.Commands(srv.GuildID)[1]
	assert.Equal(t, "play", play.Name)
	assert.NotEmpty(t, play.ID)
	assert.Len(t, play.Options[0].Choices, 2)
	assert.Empty(t, srv.Commands(""))
	ch := srv.Channel("general")
	alice, bob := srv.User("alice"), srv.Admin("bob")
	assert.Equal(t, alice, srv.User("alice"))
	assert.NotEqual(t, alice.ID, bob.ID)

	// A reply with components, a click updating it, a select answered ephemerally.
	ix := srv.Command(alice, ch, "ping")
	resp := ix.Response()
	assert.Equal(t, discordgo.InteractionResponseChannelMessageWithSource, resp.Type)
	assert.Equal(t, "pong", resp.Message.Content)
	msg := ix.Message()
	require.NotNil(t, msg)
	assert.Equal(t, "pong\n[Again] [Docs]\n<Pick cards: Ace | King | Queen>", discordtest.Text(msg))
	again, ok := discordtest.FindButton(msg, "Again")
	require.True(t, ok)
	updated := srv.Click(bob, msg, again).Message()
	assert.Equal(t, msg.ID, updated.ID)
	assert.Equal(t, "pong again by bob", updated.Content)
	assert.NotNil(t, updated.EditedTimestamp)
	sel, ok := discordtest.FindSelect(updated, "pi")
	require.True(t, ok)
	assert.Len(t, sel.Options, 3)
	picked := srv.Select(alice, updated, sel.CustomID, "a", "q")
	assert.True(t, picked.Response().Ephemeral)
	assert.Equal(t, "picked a,q", picked.Message().Content)
	require.Len(t, srv.Ephemerals(alice), 1)
	assert.Empty(t, srv.Ephemerals(bob))
	assert.Len(t, srv.Messages(ch), 1, "the ephemeral is not a public message")

	// Options typed as declared; the admin's permissions.
	lobby := srv.Command(bob, ch, "play", discordtest.Opt("game", "rummy"), discordtest.Opt("seats", 2), discordtest.Opt("cpu", true)).Message()
	assert.Equal(t, "Lobby\ngame=rummy seats=two cpu=yes\nAdmin: yes", discordtest.Text(lobby))
	assert.Contains(t, discordtest.Text(srv.Command(alice, ch, "play", discordtest.Opt("game", "starcollector")).Message()), "Admin: no")

	// Deferred, then @original edited; ephemeral and public followups.
	slow := srv.Command(alice, ch, "slow")
	assert.Equal(t, discordgo.InteractionResponseDeferredChannelMessageWithSource, slow.Response().Type)
	assert.Equal(t, "done", slow.Message().Content)
	srv.WaitFor(func() bool { return len(slow.Followups()) == 2 })
	fmu.Lock()
	fid := followupID
	fmu.Unlock()
	assert.Equal(t, "secret, edited", srv.Message(fid).Content)
	assert.Equal(t, discordgo.MessageFlagsEphemeral, srv.Message(fid).Flags)
	assert.Equal(t, "public followup", slow.Followups()[1].Content)

	// An ephemeral hand, a click on it answered by a deferred update and an edit of @original.
	hand := srv.Command(alice, ch, "hand").Message()
	assert.Equal(t, discordgo.MessageFlagsEphemeral, hand.Flags&discordgo.MessageFlagsEphemeral)
	card, ok := discordtest.FindButtonPrefix(hand, "card:")
	require.True(t, ok)
	played := srv.Click(alice, hand, card)
	assert.Equal(t, discordgo.InteractionResponseDeferredMessageUpdate, played.Response().Type)
	after := played.Message()
	assert.Equal(t, hand.ID, after.ID)
	assert.Equal(t, "played card:1", after.Content)
	assert.Empty(t, discordtest.Buttons(after))

	// Channel messages: send, edit, get, list.
	srv.Command(alice, ch, "post").Response()
	<-posted
	ms := srv.Messages(ch)
	board := ms[len(ms)-1]
	assert.Equal(t, srv.BotUser.ID, board.Author.ID)
	assert.Equal(t, "board, edited\nBoard\n[Hand]", discordtest.Text(board))
	assert.Positive(t, srv.Edits(ch))

	assert.Empty(t, b.errors())
	assert.Empty(t, srv.UnknownRoutes())
	assert.Empty(t, srv.Violations())
}

func TestLimitViolations(t *testing.T) {
	srv := discordtest.NewServer(t, discordtest.WithDeadline(400*time.Millisecond))
	codes := make(chan int, 10)
	long := strings.Repeat("x", 101)
	var rows []discordgo.MessageComponent
	for i := range 6 {
		rows = append(rows, row(discordgo.Button{Label: "B", CustomID: "b" + string(rune('0'+i))}))
	}
	startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/bad": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "six rows", Components: rows}))
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Components: []discordgo.MessageComponent{row(discordgo.Button{Label: "Long", CustomID: long})}}))
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{}))
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "fine"}))
		},
		"/twice": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			codes <- restCode(respond(s, i, discordgo.InteractionResponseDeferredChannelMessageWithSource, nil))
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "again"}))
		},
		"/late": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			time.Sleep(600 * time.Millisecond)
			codes <- restCode(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "late"}))
			content := "edit"
			_, err := s.InteractionResponseEdit(i.Interaction, &discordgo.WebhookEdit{Content: &content})
			codes <- restCode(err)
		},
	})
	alice := srv.User("alice")
	ch := srv.Channel("limits")

	bad := srv.Command(alice, ch, "bad")
	assert.Equal(t, []int{50035, 50035, 50006, -1}, []int{<-codes, <-codes, <-codes, <-codes})
	assert.Equal(t, "fine", bad.Message().Content)
	v := srv.TakeViolations()
	require.Len(t, v, 3)
	assert.Contains(t, v[0], "6 action rows (max 5)")
	assert.Contains(t, v[1], "custom_id: maxLength: got 101, want 100", "the spec refuses the body before the hand-written limits see it")
	assert.Contains(t, v[2], "empty message")

	srv.Command(alice, ch, "twice")
	assert.Equal(t, []int{-1, 40060}, []int{<-codes, <-codes})
	v = srv.TakeViolations()
	require.Len(t, v, 1)
	assert.Contains(t, v[0], "40060")

	srv.Command(alice, ch, "late")
	assert.Equal(t, []int{10062, 10015}, []int{<-codes, <-codes})
	v = srv.TakeViolations()
	require.Len(t, v, 3, "%q", v)
	assert.Contains(t, v[0], "not answered within 400ms")
	assert.Contains(t, v[1], "10062 Unknown interaction")
	assert.Contains(t, v[2], "before its interaction was acknowledged")
}

func TestRestartIdentifiesAndCloseEndsTheSession(t *testing.T) {
	// No heartbeat falls due during the test: discordgo's heartbeat
	// goroutine, woken just as Close runs, writes to the closed
	// connection and then closes whatever connection the session holds
	// by then (the one Open just made), which would end the new session
	// behind the test's back.
	srv := discordtest.NewServer(t, discordtest.WithHeartbeat(time.Minute))
	answer := func(who string) map[string]func(*discordgo.Session, *discordgo.InteractionCreate) {
		return map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
			"/ping": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
				_ = respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: who})
			},
		}
	}
	// The old bot reconnects on errors, as a production session would.
	a := startBot(t, srv, answer("first"), func(s *discordgo.Session) { s.ShouldReconnectOnError = true })
	<-a.ready
	alice, ch := srv.User("alice"), srv.Channel("restart")
	assert.Equal(t, "first", srv.Command(alice, ch, "ping").Message().Content)

	// A restart: the connections drop, a new session identifies and gets
	// the interactions, even once the old one has resumed.
	srv.DropConnections()
	b := startBot(t, srv, answer("second"))
	<-b.ready
	assert.Equal(t, 2, srv.Identifies())
	srv.WaitFor(func() bool { return srv.Resumes() == 1 })
	a.dg.Lock() // (discordgo reads the flag after taking this lock)
	a.dg.ShouldReconnectOnError = false
	a.dg.Unlock()
	assert.Equal(t, "second", srv.Command(alice, ch, "ping").Message().Content)

	// Close (code 1000) ends the session: Open tries to resume it, is
	// told the session is invalid, and identifies anew.
	require.NoError(t, b.dg.Close())
	require.NoError(t, b.dg.Open())
	srv.WaitFor(func() bool { return srv.Identifies() == 3 })
	assert.Equal(t, 1, srv.Resumes())
	assert.Equal(t, "second", srv.Command(alice, ch, "ping").Message().Content)
}

func TestFollowupWhileLoadingEditsTheReply(t *testing.T) {
	srv := discordtest.NewServer(t)
	var b *testBot
	b = startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/think": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseDeferredChannelMessageWithSource, nil))
			for _, c := range []string{"first", "second"} {
				_, err := s.FollowupMessageCreate(i.Interaction, false, &discordgo.WebhookParams{Content: c, Flags: discordgo.MessageFlagsEphemeral})
				b.fail(err)
			}
		},
	})
	<-b.ready
	alice, ch := srv.User("alice"), srv.Channel("think")
	ix := srv.Command(alice, ch, "think")
	// The first followup becomes the deferred reply, public as deferred.
	reply := ix.Message()
	assert.Equal(t, "first", reply.Content)
	assert.Zero(t, reply.Flags&discordgo.MessageFlagsEphemeral)
	srv.WaitFor(func() bool { return len(ix.Followups()) == 1 })
	assert.Equal(t, "second", ix.Followups()[0].Content)
	assert.Len(t, srv.Messages(ch), 1)
	assert.Len(t, srv.Ephemerals(alice), 1)
	assert.Empty(t, b.errors())
}

func TestEditRateLimit(t *testing.T) {
	srv := discordtest.NewServer(t, discordtest.WithEditRateLimit(2, 300*time.Millisecond))
	dg := srv.NewSession()
	ch := srv.Channel("busy")
	m, err := dg.ChannelMessageSend(ch, "v0")
	require.NoError(t, err)
	start := time.Now()
	for _, c := range []string{"v1", "v2", "v3"} {
		_, err := dg.ChannelMessageEdit(ch, m.ID, c)
		require.NoError(t, err, "discordgo retries after a 429")
	}
	assert.GreaterOrEqual(t, time.Since(start), 200*time.Millisecond)
	assert.Equal(t, 1, srv.RateLimited())
	assert.Equal(t, 3, srv.Edits(ch))
	assert.Equal(t, "v3", srv.Messages(ch)[0].Content)

	// Unknown routes are answered 404 and listed; a wrong token is refused.
	_, err = dg.GuildRoles(srv.GuildID)
	assert.Equal(t, 0, restCode(err))
	assert.Equal(t, []string{"GET /api/v10/guilds/" + srv.GuildID + "/roles"}, srv.UnknownRoutes())
	dg.Token = "Bot wrong"
	_, err = dg.ChannelMessageSend(ch, "nope")
	assert.Error(t, err)
	v := srv.TakeViolations()
	require.Len(t, v, 1)
	assert.Contains(t, v[0], "401")
}

// fatalTB turns Fatalf into a panic the test can recover, to check what
// the fake refuses to do.
type fatalTB struct{ testing.TB }

type fatal string

func (f fatalTB) Fatalf(format string, args ...any) { panic(fatal(fmt.Sprintf(format, args...))) }
func (f fatalTB) Helper()                           {}

func expectFatal(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		msg, ok := r.(fatal)
		if !ok {
			t.Errorf("no refusal containing %q (recovered %v)", want, r)
			return
		}
		assert.Contains(t, string(msg), want)
	}()
	f()
}

func TestClientRefusalsAndForgedInput(t *testing.T) {
	srv := discordtest.NewServer(fatalTB{t}, discordtest.WithDeadline(300*time.Millisecond), discordtest.WithTimeout(time.Second))
	gotIDs := make(chan string, 10)
	var b *testBot
	b = startBot(t, srv, map[string]func(*discordgo.Session, *discordgo.InteractionCreate){
		"/hand": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			b.fail(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{
				Content: "hand", Flags: discordgo.MessageFlagsEphemeral,
				Components: []discordgo.MessageComponent{
					row(discordgo.Button{Label: "Play", CustomID: "card:1"}, discordgo.Button{Label: "Off", CustomID: "card:2", Disabled: true}),
					row(discordgo.SelectMenu{CustomID: "pick", MaxValues: 2, Options: []discordgo.SelectMenuOption{{Label: "A", Value: "a"}, {Label: "B", Value: "b"}}}),
				},
			}))
		},
		"card": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			gotIDs <- i.MessageComponentData().CustomID
			b.fail(respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "no", Flags: discordgo.MessageFlagsEphemeral}))
		},
		"pick": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			gotIDs <- strings.Join(i.MessageComponentData().Values, ",")
			b.fail(respond(s, i, discordgo.InteractionResponseDeferredMessageUpdate, nil))
		},
		"/ping": func(s *discordgo.Session, i *discordgo.InteractionCreate) {
			// A bug: the bot edits @original without ever answering.
			content := "too early"
			_, err := s.InteractionResponseEdit(i.Interaction, &discordgo.WebhookEdit{Content: &content})
			gotIDs <- fmt.Sprint(restCode(err))
		},
	})
	<-b.ready
	alice, bob, ch := srv.User("alice"), srv.User("bob"), srv.Channel("refusals")

	// Slash commands a client could not send.
	expectFatal(t, "not a registered slash command", func() { srv.Command(alice, ch, "nope") })
	expectFatal(t, "not one of the choices", func() { srv.Command(alice, ch, "play", discordtest.Opt("game", "chess")) })
	expectFatal(t, `required option "game" missing`, func() { srv.Command(alice, ch, "play") })
	expectFatal(t, "is not a number", func() {
		srv.Command(alice, ch, "play", discordtest.Opt("game", "rummy"), discordtest.Opt("seats", "two"))
	})
	expectFatal(t, "lacks the permissions /end needs", func() { srv.Command(alice, ch, "end") })
	expectFatal(t, `no option "colour"`, func() {
		srv.Command(alice, ch, "play", discordtest.Opt("game", "rummy"), discordtest.Opt("colour", "red"))
	})

	// Components a client could not use.
	hand := srv.Command(alice, ch, "hand").Message()
	expectFatal(t, `no component "card:9"`, func() { srv.Click(alice, hand, "card:9") })
	expectFatal(t, "disabled", func() { srv.Click(alice, hand, "card:2") })
	expectFatal(t, "ephemeral of another user", func() { srv.Click(bob, hand, "card:1") })
	expectFatal(t, "not a select menu", func() { srv.Select(alice, hand, "card:1", "a") })
	expectFatal(t, `no option "c"`, func() { srv.Select(alice, hand, "pick", "c") })
	expectFatal(t, "takes 1 to 2 values, not 3", func() { srv.Select(alice, hand, "pick", "a", "b", "a") })

	// Forged input goes through unchecked.
	srv.ForgeClick(bob, hand, "card:forged").Response()
	assert.Equal(t, "card:forged", <-gotIDs)
	srv.ForgeSelect(alice, hand, "pick", "zzz").Response()
	assert.Equal(t, "zzz", <-gotIDs)

	// A deferred update never followed by an edit: Message() refuses.
	pick := srv.Select(alice, hand, "pick", "a", "b")
	assert.Equal(t, "a,b", <-gotIDs)
	expectFatal(t, "never edited", func() { pick.Message() })

	// Using the token before answering; never answering.
	ping := srv.Command(alice, ch, "ping")
	assert.Equal(t, "10015", <-gotIDs)
	expectFatal(t, "was not answered", func() { ping.Response() })
	v := srv.TakeViolations()
	require.Len(t, v, 2, "%q", v)
	assert.Contains(t, v[0], "before its interaction was acknowledged")
	assert.Contains(t, v[1], "not answered within 300ms")

	// Ephemerals are out of reach of the channel routes; bad command sets are refused.
	_, err := b.dg.ChannelMessageEdit(ch, hand.ID, "x")
	assert.Equal(t, 10008, restCode(err))
	_, err = b.dg.ApplicationCommandBulkOverwrite(srv.AppID, "", []*discordgo.ApplicationCommand{{Name: "Bad Name", Description: "d"}})
	assert.Equal(t, 50035, restCode(err))
	v = srv.TakeViolations()
	require.Len(t, v, 2, "%q", v)
	assert.Contains(t, v[0], "ephemeral messages can only be reached through their interaction token")
	assert.Contains(t, v[1], "must be lowercase")
	assert.Empty(t, b.errors())
}

// BenchmarkRoundTrip measures the fake's own cost for one interaction: a
// slash command dispatched, answered by a reply, read back.
func BenchmarkRoundTrip(b *testing.B) {
	srv := discordtest.NewServer(b)
	dg := srv.NewSession()
	dg.AddHandler(func(s *discordgo.Session, r *discordgo.Ready) {
		_, _ = s.ApplicationCommandBulkOverwrite(r.Application.ID, srv.GuildID, commands)
	})
	dg.AddHandler(func(s *discordgo.Session, i *discordgo.InteractionCreate) {
		_ = respond(s, i, discordgo.InteractionResponseChannelMessageWithSource, &discordgo.InteractionResponseData{Content: "pong"})
	})
	require.NoError(b, dg.Open())
	alice, ch := srv.User("alice"), srv.Channel("bench")
	b.ResetTimer()
	for range b.N {
		srv.Command(alice, ch, "ping").Message()
	}
}
