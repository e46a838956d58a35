package discordtest

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The JSON the fake serves for a message is json.Marshal's of it, byte for
// byte, HTML escapes and line separators included, with its embeds and
// components written as kept rather than compacted again.
func TestTheBotReadsEachMessageAsJSONMarshalWritesIt(t *testing.T) {
	st := &store{ids: &ids{}, guilds: &guilds{def: "9"}, bot: &discordgo.User{ID: "1", Username: "Deck<hand>"}, app: "2", url: "http://127.0.0.1/"}
	m := st.newMessage("10")
	m.content = "<@1> & \u2028 ★ \"quoted\""
	m.hook, m.edited = true, time.Now()
	m.ix = &Interaction{ID: "5", User: &User{ID: "6", Name: "ann & <bob>"}, kind: 3, source: "7", original: "8"}
	m.attachments = []attachment{{id: "0", filename: "a&b.png", contentType: "image/png", data: []byte("png")}}
	require.NoError(t, m.apply(fields{
		"embeds": json.RawMessage(` [ { "title" : "<b>Title</b> & more", "description": "line\u2028sep \u2029 </script>" } ] `),
		"components": mustJSON([]discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: "<Play> & go \u2028", Style: discordgo.PrimaryButton, CustomID: "p:<1>&"}}}}),
	}))
	j := st.json(m)
	assert.Equal(t, string(mustJSON(j)), string(marshalMap(j)))

	// An interaction's frame carries the message it was clicked on.
	payload := map[string]any{"id": "5", "type": 3, "data": map[string]any{"custom_id": "p:<1>&"}, "message": marshalMap(j)}
	want := mustJSON(map[string]any{"op": 0, "s": 1, "t": "INTERACTION_CREATE", "d": map[string]any{
		"id": "5", "type": 3, "data": map[string]any{"custom_id": "p:<1>&"}, "message": j}})
	assert.Equal(t, string(want), string(marshalMap(map[string]any{"op": 0, "s": 1, "t": "INTERACTION_CREATE", "d": marshalMap(payload)})))

	var back discordgo.Message
	require.NoError(t, json.Unmarshal(marshalMap(j), &back))
	assert.Equal(t, "<b>Title</b> & more", back.Embeds[0].Title)
	assert.Equal(t, "<Play> & go \u2028", back.Components[0].(*discordgo.ActionsRow).Components[0].(*discordgo.Button).Label)
}

// A body whose embeds or components are not a list is refused with the
// field it names, and leaves the message as it was.
func TestABodyWhoseComponentsAreNotAListIsRefused(t *testing.T) {
	for _, body := range []string{`{"type":1}`, `"row"`, `5`, `true`} {
		for _, k := range []string{"embeds", "components"} {
			m := msgOf(t, "kept", nil, rowOf(btn("a")))
			before := *m
			err := m.apply(fields{k: json.RawMessage(body)})
			require.Error(t, err, "%s: %s", k, body)
			assert.Contains(t, err.Error(), k+": not an array")
			assert.Equal(t, before.components, m.components)
			assert.Equal(t, before.embeds, m.embeds)
		}
	}
}
