package discord

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/require"
)

// json.Marshal is what marshal must equal: discordgo's components
// marshal themselves through structs of their own, which marshal hands
// to encoding/json untouched, so json.Marshal of a message is encoding/json's
// bytes with marshal installed or not.

// Every kind of component, with every field set or left out, nested as
// deep as a layout goes, and strings that encoding/json escapes (HTML,
// control characters, U+2028, invalid UTF-8): marshal writes the same
// bytes as encoding/json, for every message type the bot sends.
func TestTheBotsMessagesGoOutAsTheBytesEncodingJSONWrites(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 2))
	for i := range 3000 {
		comps := make([]discordgo.MessageComponent, rng.IntN(5))
		for k := range comps {
			comps[k] = genComponent(rng, 3)
			// Each component alone too: a whole message's bytes go
			// through encoding/json's compaction, which would hide an
			// escape left out.
			want, err := json.Marshal(comps[k])
			require.NoError(t, err)
			got, err := appendComponent(nil, comps[k])
			require.NoError(t, err)
			require.Equal(t, string(want), string(got), "message %d, component %d", i, k)
		}
		if rng.IntN(10) == 0 {
			comps = nil
		}
		m := Message{Content: genString(rng), Components: comps, Ephemeral: rng.IntN(2) == 0, V2: rng.IntN(2) == 0}
		if rng.IntN(3) == 0 {
			m.Files = []File{{Name: "board.png", ContentType: "image/png"}}
		}
		if rng.IntN(4) == 0 {
			m.Embeds = []*discordgo.MessageEmbed{{Title: genString(rng), Description: genString(rng), Color: rng.IntN(1 << 24)}}
		}
		for _, p := range payloads(m) {
			want, err := json.Marshal(p)
			require.NoError(t, err)
			got, err := marshal(p)
			require.NoError(t, err)
			require.Equal(t, string(want), string(got), "message %d, %T", i, p)
		}
	}
}

// A component of a kind the encoder does not know, and a nil one, go
// as encoding/json writes them.
func TestAComponentOfAnUnknownKindGoesAsEncodingJSONWritesIt(t *testing.T) {
	comps := []discordgo.MessageComponent{
		discordgo.FileComponent{File: discordgo.UnfurledMediaItem{URL: "attachment://a.txt"}, Spoiler: true},
		discordgo.TextInput{CustomID: "x", Label: "<b>", Style: discordgo.TextInputShort},
		nil,
		discordgo.Container{Components: []discordgo.MessageComponent{nil, discordgo.FileComponent{ID: 3}}},
	}
	for _, p := range payloads(Message{Components: comps, V2: true}) {
		want, err := json.Marshal(p)
		require.NoError(t, err)
		got, err := marshal(p)
		require.NoError(t, err)
		require.Equal(t, string(want), string(got), "%T", p)
	}
}

// payloads are m as each request the bot sends it in.
func payloads(m Message) []any {
	return []any{
		discordgo.InteractionResponse{Type: discordgo.InteractionResponseUpdateMessage, Data: m.data(true)}, // as InteractionRespond passes it
		&discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource, Data: m.data(false)},
		m.Send(),
		m.Edit("1", "2"),
		m.webhookEdit(),
		&discordgo.WebhookParams{Content: m.Content, Embeds: m.Embeds, Components: m.Components, AllowedMentions: mentionUsers, Flags: m.flags()},
		m.asV2().webhookEdit(),
	}
}

// genString is a piece of text as a game or a player may write it.
func genString(rng *rand.Rand) string {
	pieces := []string{"", "Rummy", "<@123>", "a & b", "**bold** _it_", "x > y < z", "\"quoted\" \\ slash", "tab\there",
		"line\nbreak", "\r\b\f\x00\x1f", "ünïcødé ♠♥♦♣", "\u2028\u2029", "bad \xff\xfe utf8", "emoji 🂡🃏", "-# small", "### head",
		"<script>alert(1)</script>", "\u200b", "日本語", "\x7f"}
	n := rng.IntN(4)
	s := ""
	for range n {
		s += pieces[rng.IntN(len(pieces))]
	}
	return s
}

func maybeInt(rng *rand.Rand) *int {
	if rng.IntN(2) == 0 {
		return nil
	}
	v := rng.IntN(1<<24) - 10
	return &v
}

func genEmoji(rng *rand.Rand) *discordgo.ComponentEmoji {
	if rng.IntN(3) != 0 {
		return nil
	}
	return &discordgo.ComponentEmoji{Name: genString(rng), ID: []string{"", "123"}[rng.IntN(2)], Animated: rng.IntN(2) == 0}
}

func genID(rng *rand.Rand) int {
	if rng.IntN(2) == 0 {
		return 0
	}
	return rng.IntN(100) - 5
}

// genComponent is a random component, nested depth levels at most, as a
// value or as a pointer.
func genComponent(rng *rand.Rand, depth int) discordgo.MessageComponent {
	kinds := 7
	if depth > 0 {
		kinds = 10
	}
	var c discordgo.MessageComponent
	switch k := rng.IntN(kinds); k {
	case 0:
		c = discordgo.Button{Label: genString(rng), Style: discordgo.ButtonStyle(rng.IntN(6)), Disabled: rng.IntN(2) == 0,
			Emoji: genEmoji(rng), URL: genString(rng), CustomID: genString(rng), SKUID: genString(rng), ID: genID(rng)}
	case 1:
		s := discordgo.SelectMenu{MenuType: discordgo.SelectMenuType(rng.IntN(9)), CustomID: genString(rng), Placeholder: genString(rng),
			MinValues: maybeInt(rng), MaxValues: rng.IntN(3), Disabled: rng.IntN(2) == 0, ID: genID(rng)}
		for range rng.IntN(4) {
			s.Options = append(s.Options, discordgo.SelectMenuOption{Label: genString(rng), Value: genString(rng),
				Description: genString(rng), Emoji: genEmoji(rng), Default: rng.IntN(2) == 0})
		}
		if rng.IntN(5) == 0 {
			s.Options = []discordgo.SelectMenuOption{}
		}
		for range rng.IntN(2) {
			s.DefaultValues = append(s.DefaultValues, discordgo.SelectMenuDefaultValue{ID: genString(rng), Type: discordgo.SelectMenuDefaultValueUser})
		}
		for range rng.IntN(2) {
			s.ChannelTypes = append(s.ChannelTypes, discordgo.ChannelType(rng.IntN(16)))
		}
		c = s
	case 2:
		c = discordgo.TextDisplay{Content: genString(rng)}
	case 3:
		var items []discordgo.MediaGalleryItem
		for range rng.IntN(3) {
			it := discordgo.MediaGalleryItem{Media: discordgo.UnfurledMediaItem{URL: genString(rng)}, Spoiler: rng.IntN(2) == 0}
			if rng.IntN(2) == 0 {
				d := genString(rng)
				it.Description = &d
			}
			items = append(items, it)
		}
		c = discordgo.MediaGallery{ID: genID(rng), Items: items}
	case 4:
		t := discordgo.Thumbnail{ID: genID(rng), Media: discordgo.UnfurledMediaItem{URL: genString(rng)}, Spoiler: rng.IntN(2) == 0}
		if rng.IntN(2) == 0 {
			d := genString(rng)
			t.Description = &d
		}
		c = t
	case 5:
		s := discordgo.Separator{ID: genID(rng)}
		if rng.IntN(2) == 0 {
			d := rng.IntN(2) == 0
			s.Divider = &d
		}
		if rng.IntN(2) == 0 {
			sp := discordgo.SeparatorSpacingSize(rng.IntN(3))
			s.Spacing = &sp
		}
		c = s
	case 6:
		c = nil
	case 7:
		c = discordgo.ActionsRow{Components: genList(rng, depth-1), ID: genID(rng)}
	case 8:
		c = discordgo.Container{ID: genID(rng), AccentColor: maybeInt(rng), Spoiler: rng.IntN(2) == 0, Components: genList(rng, depth-1)}
	case 9:
		c = discordgo.Section{ID: genID(rng), Components: genList(rng, depth-1), Accessory: genComponent(rng, depth-1)}
	default:
		panic(fmt.Sprint("no kind ", k))
	}
	if c != nil && rng.IntN(4) == 0 {
		return pointerTo(c)
	}
	return c
}

func genList(rng *rand.Rand, depth int) []discordgo.MessageComponent {
	if rng.IntN(8) == 0 {
		return nil
	}
	out := make([]discordgo.MessageComponent, rng.IntN(4))
	for i := range out {
		out[i] = genComponent(rng, depth)
	}
	return out
}

func pointerTo(c discordgo.MessageComponent) discordgo.MessageComponent {
	switch x := c.(type) {
	case discordgo.Button:
		return &x
	case discordgo.SelectMenu:
		return &x
	case discordgo.TextDisplay:
		return &x
	case discordgo.MediaGallery:
		return &x
	case discordgo.Thumbnail:
		return &x
	case discordgo.Separator:
		return &x
	case discordgo.ActionsRow:
		return &x
	case discordgo.Container:
		return &x
	case discordgo.Section:
		return &x
	}
	return c
}

// What encoding a hand (benchHand) costs, by marshal and by
// encoding/json.
func BenchmarkAHandIsEncoded(b *testing.B) {
	m := benchHand()
	e := m.webhookEdit()
	b.Run("marshal", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := marshal(e); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding/json", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(e); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// benchHand is a hand of 25 cards to choose from, under its picture and
// its text.
func benchHand() Message {
	var opts []discordgo.SelectMenuOption
	for i := range 25 {
		opts = append(opts, discordgo.SelectMenuOption{Label: fmt.Sprintf("Card %d of hearts ♥", i), Value: fmt.Sprint("c", i), Description: "Plays for 3 & draws 1"})
	}
	colour := 0x3aafa9
	return Message{V2: true, Ephemeral: true, Components: []discordgo.MessageComponent{
		discordgo.Container{AccentColor: &colour, Components: []discordgo.MessageComponent{
			discordgo.TextDisplay{Content: "### Your hand\nIt is **your** turn: draw from the stock or the discard pile, then meld or discard."},
			discordgo.MediaGallery{Items: []discordgo.MediaGalleryItem{{Media: discordgo.UnfurledMediaItem{URL: "attachment://hand.png"}}}},
			discordgo.TextDisplay{Content: "-# Stock 23 · discard pile 7 · round 2"},
			discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.SelectMenu{CustomID: "s:abcdefghij:turn-12:1x2y3z:0", Placeholder: "Discard a card", Options: opts}}},
			discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				discordgo.Button{Label: "Draw", Style: discordgo.PrimaryButton, CustomID: "a:abcdefghij:turn-12:1x2y3z:draw"},
				discordgo.Button{Label: "Take the discard", Style: discordgo.SecondaryButton, CustomID: "a:abcdefghij:turn-12:1x2y3z:take"},
				discordgo.Button{Label: "Log", Style: discordgo.SecondaryButton, CustomID: "l:abcdefghij:0"},
			}},
		}},
	}}
}

// A nil pointer of every kind goes as null, alone, in a list and as a
// section's accessory, as an untyped nil does (encoding/json panics on
// one in a list: a value method called through a nil pointer).
func TestANilPointerComponentOfEachKindGoesAsNull(t *testing.T) {
	nils := []discordgo.MessageComponent{
		(*discordgo.ActionsRow)(nil), (*discordgo.Button)(nil), (*discordgo.SelectMenu)(nil),
		(*discordgo.TextDisplay)(nil), (*discordgo.Container)(nil), (*discordgo.Section)(nil),
		(*discordgo.MediaGallery)(nil), (*discordgo.Thumbnail)(nil), (*discordgo.Separator)(nil),
		(*discordgo.FileComponent)(nil),
	}
	around := func(c discordgo.MessageComponent) []discordgo.MessageComponent {
		text := discordgo.TextDisplay{Content: "x"}
		return []discordgo.MessageComponent{
			discordgo.Container{Components: []discordgo.MessageComponent{c, text}},
			discordgo.Section{Components: []discordgo.MessageComponent{text}, Accessory: c},
		}
	}
	for _, c := range nils {
		got, err := appendComponent(nil, c)
		require.NoError(t, err)
		require.Equal(t, "null", string(got), "%T", c)
		for i, in := range around(c) {
			want, err := appendComponent(nil, around(nil)[i])
			require.NoError(t, err)
			got, err := appendComponent(nil, in)
			require.NoError(t, err)
			require.Equal(t, string(want), string(got), "%T in %T", c, in)
		}
	}
}
