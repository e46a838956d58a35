package discordtest_test

import (
	"testing"

	"github.com/bwmarrin/discordgo"

	"github.com/deckhand/deckhand/bot/discordtest"
)

func TestABotStartsAThreadUnderAChannelAndPostsInIt(t *testing.T) {
	srv := discordtest.NewServer(t)
	dg := srv.NewSession()
	ch := srv.GuildChannel(srv.GuildID, "events")
	th, err := dg.ThreadStartComplex(ch, &discordgo.ThreadStart{Name: "Round 1 · Ann v Bo", Type: discordgo.ChannelTypeGuildPublicThread, AutoArchiveDuration: 1440})
	if err != nil {
		t.Fatal(err)
	}
	if th.ParentID != ch || th.GuildID != srv.GuildID || th.Name != "Round 1 · Ann v Bo" {
		t.Fatalf("thread %+v", th)
	}
	if _, err := dg.ChannelMessageSend(th.ID, "your table"); err != nil {
		t.Fatal(err)
	}
	if got := srv.Threads(); len(got) != 1 || got[0].ID != th.ID || got[0].Parent != ch {
		t.Fatalf("threads %+v", got)
	}
	if _, err := dg.ThreadStartComplex(th.ID, &discordgo.ThreadStart{Name: "inside"}); restCode(err) != 50024 {
		t.Fatalf("a thread in a thread: %v", err)
	}
	if v := srv.TakeViolations(); len(v) != 1 {
		t.Fatalf("the thread in a thread is the one violation: %q", v)
	}
}

func TestWithoutThePermissionAThreadIsRefused(t *testing.T) {
	srv := discordtest.NewServer(t, discordtest.WithoutThreads())
	dg := srv.NewSession()
	_, err := dg.ThreadStartComplex(srv.GuildChannel(srv.GuildID, "events"), &discordgo.ThreadStart{Name: "Round 1"})
	if restCode(err) != 50013 {
		t.Fatalf("a thread without Create Public Threads: %v", err)
	}
	if got := srv.Threads(); len(got) != 0 {
		t.Fatalf("threads %+v", got)
	}
}
