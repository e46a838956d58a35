package discordtest

import (
	"encoding/json"

	"github.com/bwmarrin/discordgo"
)

// Planted stores m as a private message the bot answered u with in the
// channel, as an older version of the bot left it (a classic Log page
// before the pages moved to Components V2, say), and returns it as
// served: a test clicks it to see that the bot of today still answers
// it. It goes through Discord's limits as a message the bot sends does.
func (s *Server) Planted(u *User, channelID string, m *discordgo.MessageSend) *discordgo.Message {
	s.t.Helper()
	body, err := json.Marshal(m)
	if err != nil {
		s.t.Fatalf("discordtest: planting a message: %v", err)
	}
	f, err := parseFields(body)
	if err != nil {
		s.t.Fatalf("discordtest: planting a message: %v", err)
	}
	s.mu.Lock()
	msg := s.store.newMessage(channelID)
	msg.owner, msg.hook, msg.flags = u.ID, true, flagEphemeral|int(m.Flags)&replyFlags
	err = msg.apply(f)
	problems, _ := checkMessage(msg)
	if err == nil {
		s.store.put(msg)
	}
	s.mu.Unlock()
	if err != nil || len(problems) > 0 {
		s.t.Fatalf("discordtest: a planted message Discord would refuse: %v %v", err, problems)
	}
	return s.Message(msg.id)
}
