package discord

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"
)

// Messages as Discord sends them back, with every kind of component and
// every field set or not, a reply inside them, and broken ones (a
// component of no known kind, a null one, a message that is not JSON):
// unmarshal makes the values discordgo's own decoding makes, and fails
// where it fails.
func TestAMessageDiscordSendsBackReadsAsDiscordgoReadsIt(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 3))
	decoded := 0
	for i := range 3000 {
		m := genMessage(rng)
		if rng.IntN(4) == 0 {
			m.ReferencedMessage = genMessage(rng)
		}
		data, err := messageJSON(m)
		require.NoError(t, err)
		cases := [][]byte{data}
		if rng.IntN(20) == 0 {
			cases = append(cases, []byte(`{"id":"1","components":[{"type":99}]}`), []byte(`{"id":"1","components":[{"type":9,"accessory":null}]}`),
				[]byte(`null`), []byte(`{"id":`), []byte(`{"id":1}`), []byte(` {"components":[{"type":1,"components":null}]}`))
		}
		for _, data := range cases {
			var want, got *discordgo.Message
			wantErr := json.Unmarshal(data, &want)
			gotErr := unmarshal(data, &got)
			require.Equal(t, wantErr != nil, gotErr != nil, "message %d: %s: %v / %v", i, data, wantErr, gotErr)
			require.Equal(t, want, got, "message %d: %s", i, data)
			// A message already there is replaced, as discordgo replaces it.
			want, got = &discordgo.Message{ID: "old", Content: "old"}, &discordgo.Message{ID: "old", Content: "old"}
			require.Equal(t, json.Unmarshal(data, &want) != nil, unmarshal(data, &got) != nil)
			require.Equal(t, want, got, "message %d over another: %s", i, data)
			if wantErr == nil {
				decoded++
			}
		}
	}
	require.Greater(t, decoded, 1000, "most messages have no broken component")
}

// Anything but a message is decoded by encoding/json itself.
func TestWhatIsNoMessageReadsAsEncodingJSONReadsIt(t *testing.T) {
	var got, want []*discordgo.Channel
	data := []byte(`[{"id":"1","name":"general"},{"id":"2","type":2}]`)
	require.NoError(t, json.Unmarshal(data, &want))
	require.NoError(t, unmarshal(data, &got))
	require.Equal(t, want, got)
}

// messageJSON is m as Discord sends it: with its components, which
// discordgo's Message leaves out when it is encoded.
func messageJSON(m *discordgo.Message) ([]byte, error) {
	return json.Marshal(struct {
		*discordgo.Message
		Components []discordgo.MessageComponent `json:"components"`
	}{m, m.Components})
}

func genMessage(rng *rand.Rand) *discordgo.Message {
	m := &discordgo.Message{ID: "1576533320756363264", ChannelID: "42", Content: genString(rng),
		Flags: discordgo.MessageFlags(rng.IntN(1 << 16)), Attachments: []*discordgo.MessageAttachment{{ID: "9", Filename: "board.png", URL: "https://cdn/board.png"}}}
	if rng.IntN(3) == 0 {
		m.Embeds = []*discordgo.MessageEmbed{{Title: genString(rng), Description: genString(rng), Color: rng.IntN(1 << 24)}}
	}
	if rng.IntN(8) != 0 {
		m.Components = make([]discordgo.MessageComponent, rng.IntN(5))
		for k := range m.Components {
			m.Components[k] = genComponent(rng, 3)
		}
	}
	return m
}

// Reading a V2 hand as Discord sends it back: by unmarshal and by
// discordgo.
func BenchmarkAHandSentBackIsRead(b *testing.B) {
	m := benchHand()
	data, err := messageJSON(&discordgo.Message{ID: "1", ChannelID: "2", Components: m.Components, Flags: m.flags()})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("unmarshal", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var got *discordgo.Message
			if err := unmarshal(data, &got); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("discordgo", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			var got *discordgo.Message
			if err := json.Unmarshal(data, &got); err != nil {
				b.Fatal(err)
			}
		}
	})
}
