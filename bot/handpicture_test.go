package bot

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
	"github.com/deckhand/deckhand/bot/internal/msgtest"
	"github.com/deckhand/deckhand/bot/internal/picktest"
	"github.com/deckhand/deckhand/bot/livehand"
	"github.com/deckhand/deckhand/bot/render"
)

// sentHands records the hand messages writeHand sends and edits, as
// message 9.
type sentHands struct {
	mu sync.Mutex
	ms []discord.Message
}

func (s *sentHands) send(m discord.Message) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ms = append(s.ms, m)
	return "9", nil
}

func (s *sentHands) sent() []discord.Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]discord.Message(nil), s.ms...)
}

func TestAHandArrivesWithItsPictureAndAnUnchangedOneIsNotUploadedAgain(t *testing.T) {
	t.Parallel()
	b, tb := playing(t, ann, bob)
	tb.state = sceneState{tb.state.(*picktest.State)}
	s := b.out.takeScene(tb, 0)
	var out sentHands
	lh := &livehand.Hand{}
	_, err := b.hands.writeHand(tb.rec.ID, "", lh, render.Hand(tb.view(), 0, 0, ""), s, time.Minute, true, out.send, out.send)
	require.NoError(t, err)
	_, err = b.hands.writeHand(tb.rec.ID, "9", lh, render.Hand(tb.view(), 0, 0, ""), s, time.Minute, true, out.send, out.send)
	require.NoError(t, err)
	sent := out.sent()
	require.Len(t, sent, 2, "no edit follows")
	assert.Len(t, sent[0].Files, 1, "the answer carries its picture")
	assert.True(t, msgtest.ShowsFile(sent[0], handPicture))
	assert.Empty(t, sent[1].Files, "the same cards on the same message: the picture it holds stays")
	assert.False(t, sent[1].ClearFiles)
	assert.True(t, msgtest.ShowsFile(sent[1], handPicture))
}

// Not parallel: it holds every one of the bot's drawing slots.
func TestAHandThatFindsTheDrawingQueueCongestedGoesAsTextAndItsPictureFollows(t *testing.T) {
	b, tb := playing(t, ann, bob)
	tb.state = sceneState{tb.state.(*picktest.State)}
	s := b.out.takeScene(tb, 0)
	var out sentHands
	lh := &livehand.Hand{}
	release := holdDrawingSlots()
	sent, err := b.hands.writeHand(tb.rec.ID, "", lh, render.Hand(tb.view(), 0, 0, ""), s, 20*time.Millisecond, true, out.send, out.send)
	require.NoError(t, err)
	require.True(t, sent)
	first := out.sent()
	require.Len(t, first, 1)
	assert.Empty(t, first[0].Files, "no slot came in time: the hand goes as its text")
	assert.False(t, msgtest.ShowsFile(first[0], handPicture), "naming no picture it does not hold")
	release()
	require.Eventually(t, func() bool { return len(out.sent()) == 2 }, 10*time.Second, time.Millisecond)
	late := out.sent()[1]
	assert.Len(t, late.Files, 1, "its picture follows once drawn, uploaded with the edit that names it")
	assert.True(t, msgtest.ShowsFile(late, handPicture))
	e := b.hands.handMsgs.Find("9")
	require.NotNil(t, e)
	e.Writing.Lock()
	defer e.Writing.Unlock()
	assert.True(t, e.Picture.on("9"), "the message is known to hold it")
}

// Not parallel: it holds every drawing slot of the bot.
func TestAHandRewrittenWhileItsPictureWaitsGetsTheNewCardsPictureAndTheOldOneIsNeverDrawn(t *testing.T) {
	b, tb := playing(t, ann, bob)
	tb.state = sceneState{tb.state.(*picktest.State)}
	old := b.out.takeScene(tb, 0)
	now := newTakenScene(old.data, []string{"ann", "bob", "carol"}, nil, old.pr, old.alt) // another scene
	require.NotEqual(t, old.sum, now.sum)
	var out sentHands
	lh := &livehand.Hand{}
	release := holdDrawingSlots()
	_, err := b.hands.writeHand(tb.rec.ID, "", lh, render.Hand(tb.view(), 0, 0, ""), old, 20*time.Millisecond, true, out.send, out.send)
	require.NoError(t, err)
	require.Eventually(t, func() bool { // its picture waits for a slot
		return drawing.Waiting() == 1
	}, 10*time.Second, time.Millisecond)
	// The hand changes while the first picture still waits for a slot.
	_, err = b.hands.writeHand(tb.rec.ID, "9", lh, render.Hand(tb.view(), 0, 0, ""), now, 20*time.Millisecond, true, out.send, out.send)
	require.NoError(t, err)
	require.Len(t, out.sent(), 2, "both went as their text")
	release()
	require.Eventually(t, func() bool { return len(out.sent()) == 3 }, 10*time.Second, time.Millisecond)
	assert.Len(t, out.sent()[2].Files, 1, "the hand as it is now gets its picture")
	_, _, drawn := b.out.drawn.get(old.sum)
	assert.False(t, drawn, "the picture of cards the hand no longer shows is not drawn")
	_, _, drawn = b.out.drawn.get(now.sum)
	assert.True(t, drawn)
}
