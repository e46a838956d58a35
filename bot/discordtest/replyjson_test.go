package discordtest

import (
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A message read back over REST is the JSON the fake serves for it, as
// json.Marshal escapes it (<, > and & as \u003c, \u003e, \u0026), byte
// for byte, whether the fake writes it as it keeps it or marshals it
// again.
func TestTheBotReadsAMessageBackAsTheFakeServesIt(t *testing.T) {
	srv := NewServer(t)
	dg := srv.NewSession()
	ch := srv.Channel("table")
	sent, err := dg.ChannelMessageSendComplex(ch, &discordgo.MessageSend{
		Content:         "<@1> & <b>bob</b> — 5 ★",
		AllowedMentions: &discordgo.MessageAllowedMentions{Parse: []discordgo.AllowedMentionType{discordgo.AllowedMentionTypeUsers}},
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: "Play <3 & go", Style: discordgo.PrimaryButton, CustomID: "p:<1>&"},
		}}},
	})
	require.NoError(t, err)

	rq, err := http.NewRequest(http.MethodGet, "https://discord.com/api/v10/channels/"+ch+"/messages/"+sent.ID, nil)
	require.NoError(t, err)
	rq.Header.Set("Authorization", "Bot "+srv.Token())
	rs, err := srv.HTTPClient().Do(rq)
	require.NoError(t, err)
	defer rs.Body.Close()
	got, err := io.ReadAll(rs.Body)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, rs.StatusCode, string(got))

	srv.mu.Lock()
	served := srv.store.served(srv.store.messages[sent.ID])
	srv.mu.Unlock()
	remarshalled, err := json.Marshal(served)
	require.NoError(t, err)
	assert.Equal(t, string(remarshalled), string(got))
	assert.Contains(t, string(got), `\u003c@1\u003e \u0026 \u003cb\u003ebob\u003c/b\u003e`)
	var back discordgo.Message
	require.NoError(t, json.Unmarshal(got, &back))
	assert.Equal(t, "<@1> & <b>bob</b> — 5 ★", back.Content)
}
