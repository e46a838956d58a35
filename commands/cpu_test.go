package commands_test

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot"
	"github.com/deckhand/deckhand/bot/bottest"
	"github.com/deckhand/deckhand/bot/discordtest"
	"github.com/deckhand/deckhand/commands"
	"github.com/deckhand/deckhand/games"
	"github.com/deckhand/deckhand/games/ismcts"
	"github.com/deckhand/deckhand/storage"
)

// heldThink is a CPU player a test holds: each thought is announced on
// started, then waits for one release (or the bot's closing) and answers
// as QuickThink.
type heldThink struct {
	started chan ismcts.Question
	release chan struct{}
}

func newHeldThink() *heldThink {
	return &heldThink{started: make(chan ismcts.Question, 64), release: make(chan struct{})}
}

func (h *heldThink) think(ctx context.Context, q ismcts.Question, l ismcts.Level) (ismcts.Choice, error) {
	h.started <- q
	select {
	case <-h.release:
		return bottest.QuickThink(ctx, q, l)
	case <-ctx.Done():
		return ismcts.Choice{}, ctx.Err()
	}
}

// thought is one CPU decision as a recordingThink saw it.
type thought struct {
	q        ismcts.Question
	snapshot []byte // q.State encoded when the thought began
	level    ismcts.Level
	choice   ismcts.Choice
}

// recordingThink thinks as QuickThink and keeps every thought.
type recordingThink struct {
	mu       sync.Mutex
	thoughts []thought
}

func (r *recordingThink) think(ctx context.Context, q ismcts.Question, l ismcts.Level) (ismcts.Choice, error) {
	snap, err := q.State.Encode()
	if err != nil {
		return ismcts.Choice{}, err
	}
	c, err := bottest.QuickThink(ctx, q, l)
	r.mu.Lock()
	r.thoughts = append(r.thoughts, thought{q: q, snapshot: snap, level: l, choice: c})
	r.mu.Unlock()
	return c, err
}

func (r *recordingThink) all() []thought {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.thoughts)
}

// movesOf waits until the table has at least n moves and returns its log.
func movesOf(t *testing.T, h *bottest.Harness, id string, n int) []storage.Move {
	t.Helper()
	var moves []storage.Move
	h.Srv.WaitFor(func() bool {
		moves, _ = h.Store.Moves(id)
		return len(moves) >= n
	})
	return moves
}

func TestAGameAgainstAHardCPUPlaysToTheEnd(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	lobby := h.AddCPU(ann, h.Lobby("starcollector", ann), "Hard")
	h.Click(ann, lobby, "Start")
	final := h.PlayToEnd(200, ann)
	moves, err := h.Store.Moves(bottest.TableID(t, final))
	require.NoError(t, err)
	assert.True(t, slices.ContainsFunc(moves, func(m storage.Move) bool { return m.By == storage.ByCPU }), "the CPU played its seat")
}

// A person playing at random can hold a Bitch game up for thousands of
// answers, so this plays a stretch of one and checks both CPUs took part;
// the Star Collector test above plays a CPU game to its end.
func TestAnEasyAndAHardCPUPlayABitchGameWithAPerson(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{CPUWait: time.Millisecond}, commands.New)
	ann := h.Srv.User("ann")
	lobby := h.Lobby("bitch", ann)
	for _, level := range []string{"Easy", "Hard"} {
		lobby = h.AddCPU(ann, lobby, level)
	}
	h.Click(ann, lobby, "Start")
	id := bottest.TableID(t, h.Board())
	seats := map[int]bool{}
	for round := 0; round < 200 && len(seats) < 2; round++ {
		if h.PlayRounds(1, ann) {
			break
		}
		moves, err := h.Store.Moves(id)
		require.NoError(t, err)
		for _, m := range moves {
			if m.By == storage.ByCPU {
				seats[m.Seat] = true
			}
		}
	}
	assert.Len(t, seats, 2, "the Easy and the Hard CPU both moved")
}

func TestTheLevelShowsInTheLobbyAndOnTheBoard(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann := h.Srv.User("ann")
	lobby := h.AddCPU(ann, h.Lobby("bitch", ann), "Hard")
	lobby = h.Click(ann, lobby, "Add CPU").Message()
	text := discordtest.Text(lobby)
	assert.Contains(t, text, "🤖 CPU 2 · Hard", "the level the host picked")
	assert.Contains(t, text, "🤖 CPU 3 · Normal", "Add CPU adds a Normal CPU")
	// The board arrives with its picture, which names the seats with
	// their levels, as its alt text says. (Its text names whom the game
	// waits on and the latest moves, which may be anyone's by now.)
	board := h.Click(ann, lobby, "Start").Message()
	waitPicture(h, board.ID, "board.png", nil) // under load the text view may go first
	board = h.Srv.Message(board.ID)
	assert.Contains(t, discordtest.AltText(board), "CPU 2 · Hard", "the picture says the level the host picked")
	assert.Contains(t, discordtest.AltText(board), "CPU 3 · Normal")
}

func TestOnlyTheHostAddsCPUsAtALevel(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	lobby := h.Click(bob, h.Lobby("bitch", ann), "Join").Message()
	after := h.AddCPU(bob, lobby, "Hard")
	assert.NotContains(t, discordtest.Text(after), "CPU 3")
	rec, err := h.Store.Table(bottest.TableID(t, lobby))
	require.NoError(t, err)
	assert.Len(t, rec.Seats, 2, "no CPU was seated")
}

func TestAPlayerWhoLeavesIsReplacedByANormalCPU(t *testing.T) {
	t.Parallel()
	h := newHarness(t)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Open("starcollector", ann, bob)
	ask := h.Srv.Command(bob, h.Channel, "leave")
	h.Click(bob, ask.Message(), "Leave the game").Response()
	// The board's picture names the seats; its alt text says them.
	h.Srv.WaitFor(func() bool {
		b := h.Board()
		return strings.Contains(discordtest.Text(b)+discordtest.AltText(b), "CPU (was ")
	})
	rec, err := h.Store.Table(bottest.TableID(t, h.Board()))
	require.NoError(t, err)
	require.True(t, rec.Seats[1].CPU, "bob's seat is a CPU's")
	assert.Equal(t, "Normal", rec.Seats[1].CPULevel(), "a Normal one")
	h.PlayToEnd(200, ann)
}

func TestAClickDuringACPUThoughtIsAnsweredAtOnce(t *testing.T) {
	t.Parallel()
	held := newHeldThink()
	h := bottest.New(t, bot.Config{Think: held.think}, commands.New)
	ann := h.Srv.User("ann")
	lobby := h.Click(ann, h.Lobby("starcollector", ann), "Add CPU").Message()
	h.Click(ann, lobby, "Start")
	<-held.started // the CPU thinks, and is not let go in this test

	h.WaitBoard("🤖 CPU 2 is thinking…")
	r := h.Srv.Command(ann, h.Channel, "hand").Response()
	assert.NotEmpty(t, r.Message.Components, "Hand answers meanwhile")
	r = h.Srv.Command(ann, h.Channel, "game").Response()
	assert.True(t, r.Ephemeral, "/game answers meanwhile")
	assert.True(t, h.PlayOnce(ann), "a click on a choice is answered meanwhile")
	h.WaitBoard("has chosen")
}

func TestAThoughtThatWentStaleIsDroppedAndThoughtAgain(t *testing.T) {
	t.Parallel()
	held := newHeldThink()
	h := bottest.New(t, bot.Config{Think: held.think}, commands.New)
	ann := h.Srv.User("ann")
	lobby := h.Click(ann, h.Lobby("starcollector", ann), "Add CPU").Message()
	id := bottest.TableID(t, h.Click(ann, lobby, "Start").Message())
	first := <-held.started
	require.True(t, h.PlayOnce(ann), "Ann chooses while the CPU thinks")

	held.release <- struct{}{}
	again := <-held.started
	moves, err := h.Store.Moves(id)
	require.NoError(t, err)
	require.Len(t, moves, 1, "the stale thought's move was not made")
	assert.Equal(t, storage.ByPlayer, moves[0].By)
	before, _ := first.State.Encode()
	now, _ := again.State.Encode()
	assert.NotEqual(t, before, now, "the CPU thinks again on the game as it is now")

	held.release <- struct{}{}
	moves = movesOf(t, h, id, 2)
	assert.Equal(t, storage.ByCPU, moves[1].By)
}

func TestCloseDuringAThoughtReturnsPromptlyAndARestartResumesIt(t *testing.T) {
	t.Parallel()
	started := make(chan struct{}, 1)
	long := func(ctx context.Context, q ismcts.Question, _ ismcts.Level) (ismcts.Choice, error) {
		started <- struct{}{}
		return ismcts.Search(ctx, q, ismcts.Config{Time: time.Minute})
	}
	h := bottest.New(t, bot.Config{Think: long}, commands.New)
	ann := h.Srv.User("ann")
	lobby := h.Click(ann, h.Lobby("starcollector", ann), "Add CPU").Message()
	id := bottest.TableID(t, h.Click(ann, lobby, "Start").Message())
	<-started

	begin := time.Now()
	h.Stop()
	assert.Less(t, time.Since(begin), 20*time.Second, "Close does not wait out a minute's thought")

	h.Config.Think = bottest.QuickThink
	h.Start()
	moves := movesOf(t, h, id, 1)
	assert.Equal(t, storage.ByCPU, moves[0].By, "the thought cut short is thought again after the restart")
}

func TestATimerThatRunsOutMakesANormalCPUMove(t *testing.T) {
	t.Parallel()
	var rec recordingThink
	h := bottest.New(t, bot.Config{TimerScale: 0.001, Think: rec.think}, commands.New)
	ann, bob := h.Srv.User("ann"), h.Srv.User("bob")
	h.Srv.Command(ann, h.Channel, "play", discordtest.Opt("game", "starcollector"), discordtest.Opt("timer", "1 minute")).Message() // the notice, once the lobby is up
	lobby := h.Click(bob, h.Board(), "Join").Message()
	id := bottest.TableID(t, h.Click(ann, lobby, "Start").Message())

	h.Srv.WaitFor(func() bool { return h.Said("A Normal CPU will make it for you") })
	moves := movesOf(t, h, id, 2)
	for _, m := range moves[:2] {
		assert.Equal(t, storage.ByTimer, m.By)
	}
	// The timer's line follows its move's commit, through the pacer.
	h.Srv.WaitFor(func() bool { return h.Said("Time ran out") })
	thoughts := rec.all()
	require.NotEmpty(t, thoughts)
	for _, th := range thoughts {
		assert.Equal(t, ismcts.Normal, th.level, "an absent player's move is a Normal CPU's")
	}
}

func TestACPUMoveReplaysExactlyFromItsSeed(t *testing.T) {
	t.Parallel()
	var rec recordingThink
	h := bottest.New(t, bot.Config{Think: rec.think}, commands.New)
	ann := h.Srv.User("ann")
	lobby := h.Click(ann, h.Lobby("starcollector", ann), "Add CPU").Message()
	id := bottest.TableID(t, h.Click(ann, lobby, "Start").Message())
	moves := movesOf(t, h, id, 1)
	require.Equal(t, storage.ByCPU, moves[0].By)

	th := rec.all()[0]
	g, _ := games.Lookup("starcollector")
	st, err := g.Decode(th.snapshot)
	require.NoError(t, err)
	q := th.q
	q.State = st
	replay, err := bottest.QuickThink(context.Background(), q, th.level)
	require.NoError(t, err)
	assert.Equal(t, th.choice.Answer, replay.Answer, "the same game, seat and seed think the same")
	assert.Equal(t, moves[0].Choices, replay.Answer.Choices, "and that is the move the table made")
}

func TestCPUsGivePeopleTimeToCallABluff(t *testing.T) {
	t.Parallel()
	h := bottest.New(t, bot.Config{CPUWait: time.Hour, Seeds: bottest.Seeds(2)}, commands.New)
	ann := h.Srv.User("ann")
	lobby := h.Click(ann, h.Lobby("bitch", ann), "Add CPU").Message()
	lobby = h.Click(ann, lobby, "Add CPU").Message()
	id := bottest.TableID(t, h.Click(ann, lobby, "Start").Message())
	g, _ := games.Lookup("bitch")
	callable := func() bool { // Ann may call a CPU's bluff, and the board offers it
		rec, err := h.Store.Table(id)
		require.NoError(t, err)
		st, err := g.Decode(rec.Snapshot)
		require.NoError(t, err)
		seat := rec.SeatOf(ann.ID) // a rematch moves the seating on
		annMay := slices.ContainsFunc(st.Prompts(), func(p games.Prompt) bool { return p.Seat == seat && p.Optional })
		_, shown := discordtest.FindButton(h.Board(), "Call bluff")
		return annMay && shown
	}
	for played := 1; !callable(); {
		rec, err := h.Store.Table(id)
		require.NoError(t, err)
		if rec.Phase.Done() {
			// The CPUs shed every card without once passing: no moment
			// to call came in this game. Play again, as people would.
			require.Less(t, played, 5, "no Call bluff moment in %d games", played)
			t.Logf("game %d ended with no moment to call a bluff; a rematch", played)
			id = bottest.TableID(t, h.Click(ann, rematch(h, ann), "Start").Message())
			played++
			continue
		}
		if !h.PlayOnce(ann) {
			ok := false
			for end := time.Now().Add(5 * time.Second); !ok && time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
				now, _ := h.Store.Table(id)
				ok = now.Moves != rec.Moves || callable()
			}
			if !ok {
				now, _ := h.Store.Table(id)
				st, _ := g.Decode(now.Snapshot)
				t.Fatalf("stuck:\n%s\nprompts %+v", discordtest.Text(h.Board()), st.Prompts())
			}
		}
	}
	// Long enough for a CPU that did not wait to play on and close the
	// moment; the CPUs wait for an hour.
	time.Sleep(300 * time.Millisecond)
	// The call is made from Ann's hand, drawn from the game as it is
	// now: the board is edited a moment after each change, so its button
	// may still belong to an earlier moment to call.
	hand := h.Hand(ann)
	call, ok := discordtest.FindButton(hand, "Call bluff")
	require.True(t, ok, "Ann may still call the bluff after the CPUs' turn to act:\n%s", discordtest.Text(hand))
	r := h.Srv.Click(ann, hand, call).Response()
	assert.NotContains(t, discordtest.Text(r.Message), "no longer open", "the call came in time")
}

// rematch presses Rematch on the finished board once its final edit
// shows the button, and returns the new lobby once it is posted.
func rematch(h *bottest.Harness, u *discordtest.User) *discordgo.Message {
	h.T.Helper()
	var board *discordgo.Message
	h.Srv.WaitFor(func() bool {
		board = h.Board()
		_, ok := discordtest.FindButton(board, "Rematch")
		return ok
	})
	h.Click(u, board, "Rematch").Response()
	var lobby *discordgo.Message
	h.Srv.WaitFor(func() bool {
		lobby = h.Board()
		_, ok := discordtest.FindButton(lobby, "Start")
		return ok
	})
	return lobby
}
