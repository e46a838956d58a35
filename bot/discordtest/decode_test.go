package discordtest

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// What a player's client reads of a message is what discordgo decodes
// from the JSON the fake serves, whether the fake builds the components
// from what it read to check them or leaves the whole message to
// discordgo: every component type, every field discordgo reads, nulls,
// empty lists and absent keys alike.
func TestAPlayerReadsEveryKindOfComponentAsDiscordgoDecodesIt(t *testing.T) {
	layouts := map[string]string{
		"classic rows": `[{"type":1,"id":3,"components":[
			{"type":2,"label":"Play","style":1,"custom_id":"p","disabled":true,"emoji":{"name":"🂡","id":"12","animated":true}},
			{"type":2,"label":"","style":2,"custom_id":"q","emoji":{"name":"★"}},
			{"type":2,"label":"Rules","style":5,"url":"https://example.com","emoji":null},
			{"type":2,"style":6,"sku_id":"99"}]},
			{"type":1,"components":[{"type":3,"custom_id":"s","placeholder":"Pick","min_values":0,"max_values":2,"disabled":false,
				"options":[{"label":"A","value":"a","description":"first","default":true,"emoji":{"name":"x"}},{"label":"B","value":"b"}]}]},
			{"type":1,"components":[{"type":3,"custom_id":"t","min_values":null,"max_values":null,"options":[]}]},
			{"type":1,"components":[{"type":5,"custom_id":"u","default_values":[{"id":"1","type":"user"}]}]},
			{"type":1,"components":[{"type":8,"custom_id":"c","channel_types":[0,2],"default_values":[]}]},
			{"type":1,"components":[{"type":6,"custom_id":"r","default_values":null}]},
			{"type":1,"components":[{"type":7,"custom_id":"m"}]},
			{"type":1}]`,
		"a V2 layout": `[{"type":17,"id":1,"accent_color":3368652,"spoiler":true,"components":[
			{"type":10,"content":"## Board"},
			{"type":9,"id":4,"components":[{"type":10,"content":"a"},{"type":10,"content":"b"}],"accessory":{"type":2,"label":"Hand","style":1,"custom_id":"h"}},
			{"type":9,"components":[{"type":10,"content":"c"}],"accessory":{"type":11,"media":{"url":"attachment://t.png"},"description":"alt","spoiler":false}},
			{"type":9,"components":[{"type":10,"content":"d"}],"accessory":{"type":11,"media":null,"spoiler":true}},
			{"type":12,"items":[{"media":{"url":"attachment://board.png"},"description":"The board","spoiler":true},{"media":{"url":"https://x/y.png"}}]},
			{"type":12,"items":null},
			{"type":12,"id":9},
			{"type":14},
			{"type":14,"divider":false,"spacing":2,"id":7},
			{"type":14,"divider":null,"spacing":null},
			{"type":13,"file":{"url":"attachment://log.txt"},"spoiler":false},
			{"type":13,"file":null},
			{"type":1,"components":[{"type":2,"label":"Back","style":2,"custom_id":"b"}]}]},
			{"type":17,"accent_color":null,"components":null},
			{"type":17},
			{"type":10,"content":"outside"}]`,
		"no components":       `[]`,
		"a text input":        `[{"type":1,"components":[{"type":4,"custom_id":"i","label":"Name","style":1}]}]`,
		"an absent accessory": `[{"type":9,"components":[{"type":10,"content":"x"}]}]`,
	}
	st := &store{ids: &ids{}, guilds: &guilds{def: "9"}, bot: &discordgo.User{ID: "1", Username: "Deckhand"}, app: "2",
		messages: map[string]*message{}, order: map[string][]string{}, changes: map[string]int{}, watchers: map[string]chan struct{}{}, edits: map[string]int{}}
	for name, layout := range layouts {
		t.Run(name, func(t *testing.T) {
			m := st.newMessage("10")
			m.flags = flagComponentsV2
			m.edited = time.Now()
			m.ix = &Interaction{ID: "5", User: &User{ID: "6", Name: "ann"}, kind: 3, source: "7"}
			m.attachments = []attachment{{id: "0", filename: "board.png", contentType: "image/png", data: []byte("png")}}
			require.NoError(t, m.apply(fields{"components": json.RawMessage(layout)}))
			checkMessage(m)
			rows := m.readRows()
			require.NotNil(t, rows, "the fake read the components to check them")
			served := st.served(m)
			if name == "a text input" || name == "an absent accessory" {
				_, ok := rows[0].component()
				assert.False(t, ok, "left to discordgo")
			}
			var want discordgo.Message
			require.NoError(t, json.Unmarshal(served, &want))
			assert.Equal(t, &want, decodeServed(served, rows))
		})
	}
}

// A click looks for its button in the message as it is now: in what the
// fake read to check it, and never in what it read of an earlier state.
func TestAClickFindsTheButtonsOfTheMessageAsItIsNow(t *testing.T) {
	m := msgOf(t, "", nil, rowOf(btn("old")))
	problems, _ := checkMessage(m)
	require.Empty(t, problems)
	_, ok := findComponent(m, "old")
	assert.True(t, ok, "from what the check read")

	edited := *m
	require.NoError(t, edited.apply(fields{"components": mustJSON([]discordgo.MessageComponent{rowOf(btn("new"))})}))
	_, ok = findComponent(&edited, "old")
	assert.False(t, ok, "the edit took the old button away before its check")
	_, ok = findComponent(&edited, "new")
	assert.True(t, ok)

	problems, _ = checkMessage(&edited)
	require.Empty(t, problems)
	_, ok = findComponent(&edited, "old")
	assert.False(t, ok)
	_, ok = findComponent(&edited, "new")
	assert.True(t, ok, "from what the check read")
	_, ok = findComponent(m, "old")
	assert.True(t, ok, "the earlier state keeps its own")
}
