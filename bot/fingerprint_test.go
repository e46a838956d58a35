package bot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/discord"
)

// v2Hand is a hand laid out as a V2 message, as render.Hand lays one: a
// container of text and sections with buttons, a select, and the whole
// text view as its Plain. change alters one thing in it.
func v2Hand(change string) discord.Message {
	accent := 0x3366ff
	label := func(i int) string {
		if change == "label" && i == 7 {
			return "Play 7 (changed)"
		}
		return fmt.Sprint("Play ", i)
	}
	var parts []discordgo.MessageComponent
	parts = append(parts, discordgo.TextDisplay{Content: "**Your move**"})
	for i := range 10 {
		parts = append(parts, discordgo.Section{
			Components: []discordgo.MessageComponent{discordgo.TextDisplay{Content: fmt.Sprint("A card ", i, " with its text")}},
			Accessory:  discordgo.Button{Label: label(i), Style: discordgo.PrimaryButton, CustomID: fmt.Sprint("a:t:turn-1:h:", i)},
		})
	}
	opts := []discordgo.SelectMenuOption{}
	for i := range 8 {
		opts = append(opts, discordgo.SelectMenuOption{Label: fmt.Sprint("Option ", i), Value: fmt.Sprint(i)})
	}
	disabled := change == "disabled"
	parts = append(parts, discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.SelectMenu{CustomID: "s:t:turn-1:h:0", Options: opts, Disabled: disabled},
	}})
	c := discordgo.Container{AccentColor: &accent, Components: parts}
	if change == "accent" {
		other := 0x33ff66
		c.AccentColor = &other
	}
	if change == "no accent" {
		c.AccentColor = nil
	}
	plainText := "Your hand\nA card 0 with its text"
	if change == "plain" {
		plainText += "."
	}
	m := discord.Message{V2: true, Ephemeral: true, Components: []discordgo.MessageComponent{c},
		Plain: &discord.Message{V2: true, Ephemeral: true, Components: []discordgo.MessageComponent{discordgo.TextDisplay{Content: plainText}}}}
	if change == "button for text" {
		m.Components = append(m.Components, discordgo.Button{Label: "x"})
	}
	if change == "text for button" {
		m.Components = append(m.Components, discordgo.TextDisplay{Content: "x"})
	}
	return m
}

// jsonSum is what the fingerprint was before: the message's JSON.
func jsonSum(m discord.Message) string {
	var b bytes.Buffer
	if err := json.NewEncoder(&b).Encode(m); err != nil {
		panic(err)
	}
	return b.String()
}

// A live hand is edited when what it shows changed and only then: two
// renders of the same hand fingerprint alike (they share no pointers),
// and a change anywhere in a V2 hand, however deep, or in its text view
// tells them apart, exactly where their JSON differs.
func TestAHandIsSeenChangedWhereverWhatItShowsChanged(t *testing.T) {
	changes := []string{"", "label", "disabled", "accent", "no accent", "plain", "button for text", "text for button"}
	assert.Equal(t, fingerprint(v2Hand("")), fingerprint(v2Hand("")), "the same hand rendered twice is unchanged: no edit goes")
	for _, a := range changes {
		for _, b := range changes {
			sameJSON := jsonSum(v2Hand(a)) == jsonSum(v2Hand(b))
			same := fingerprint(v2Hand(a)) == fingerprint(v2Hand(b))
			assert.Equal(t, sameJSON, same, "%q against %q: the fingerprints agree exactly when the messages encode alike", a, b)
		}
	}
	empty, none := v2Hand(""), v2Hand("")
	empty.Components[0] = discordgo.Container{Components: []discordgo.MessageComponent{}}
	none.Components[0] = discordgo.Container{}
	assert.NotEqual(t, fingerprint(empty), fingerprint(none), "no components (null) and an empty list ([]) encode differently, and hash so")
}

// The fingerprint of a V2 hand, walked (fingerprint) and as it was
// (its JSON, hashed):
//
//	go test -run '^$' -bench Fingerprint ./bot/
func BenchmarkFingerprint(b *testing.B) {
	m := v2Hand("")
	b.Run("walk", func(b *testing.B) {
		for range b.N {
			fingerprint(m)
		}
	})
	b.Run("json", func(b *testing.B) {
		for range b.N {
			jsonSum(m)
		}
	})
}
