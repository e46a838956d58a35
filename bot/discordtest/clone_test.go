package discordtest

import (
	"reflect"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// plantedBoard stores a Components V2 board as big as a table's (a
// container of texts, sections with buttons, a select, a link) for u in
// channel ch, and returns its id.
func plantedBoard(t testing.TB, srv *Server, u *User, ch string) string {
	t.Helper()
	colour := 0x3366cc
	inner := []discordgo.MessageComponent{discordgo.TextDisplay{Content: "## Star Collector\nann to move; bob waits."}}
	for i := range 6 {
		inner = append(inner, discordgo.Section{
			Components: []discordgo.MessageComponent{discordgo.TextDisplay{Content: "A card you may play, with its text."}},
			Accessory:  discordgo.Button{Label: "Play", Style: discordgo.PrimaryButton, CustomID: "play:" + string(rune('a'+i))},
		})
	}
	var options []discordgo.SelectMenuOption
	for i := range 12 {
		options = append(options, discordgo.SelectMenuOption{Label: "Card " + string(rune('A'+i)), Value: string(rune('a' + i)), Description: "what it does"})
	}
	inner = append(inner,
		discordgo.Separator{},
		discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.SelectMenu{CustomID: "pick", Placeholder: "Pick a card", Options: options}}},
		discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{Label: "Read a card", Style: discordgo.SecondaryButton, CustomID: "read"},
			discordgo.Button{Label: "Rules", Style: discordgo.LinkButton, URL: "https://example.com/rules"},
		}})
	m := srv.Planted(u, ch, &discordgo.MessageSend{
		Flags:      discordgo.MessageFlagsIsComponentsV2,
		Components: []discordgo.MessageComponent{discordgo.Container{AccentColor: &colour, Components: inner}},
	})
	return m.ID
}

// A test that changes the message it read (a label, a nested component,
// the list of components) must not change what the next reader gets: each
// read is the message as discordgo decodes the fake's JSON, its own.
func TestAPlayerWhoChangesTheBoardTheyReadDoesNotChangeWhatTheNextOneReads(t *testing.T) {
	srv := NewServer(t)
	id := plantedBoard(t, srv, srv.User("ann"), srv.Channel("table"))
	srv.mu.Lock()
	want := toMessage(srv.store.served(srv.store.messages[id]))
	srv.mu.Unlock()

	first := srv.Message(id)
	require.Equal(t, want, first)
	c := first.Components[0].(*discordgo.Container)
	c.Components[0].(*discordgo.TextDisplay).Content = "changed"
	c.Components[1].(*discordgo.Section).Accessory.(*discordgo.Button).Label = "changed"
	row := c.Components[8].(*discordgo.ActionsRow)
	row.Components[0].(*discordgo.SelectMenu).Options[0].Label = "changed"
	*c.AccentColor = 0
	c.Components = c.Components[:1]
	first.Components = nil
	first.Author.Username = "changed"
	first.Timestamp = time.Time{}

	assert.Equal(t, want, srv.Message(id), "a second read is the message as stored")
	assert.Equal(t, []*discordgo.Message{want}, srv.Ephemerals(srv.User("ann")))
}

// cloneMessage copies through pointers and interfaces only where it can
// see them: an unexported field is copied as a value and so shared. No
// type a decoded message can hold may keep a reference in one, or a
// caller's change would reach the next reader through it.
func TestNoPartOfADecodedMessageIsSharedThroughAnUnexportedField(t *testing.T) {
	seen := map[reflect.Type]bool{}
	var visit func(t reflect.Type, path string)
	visit = func(typ reflect.Type, path string) {
		if seen[typ] {
			return
		}
		seen[typ] = true
		switch typ.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			visit(typ.Elem(), path+"[]")
		case reflect.Map:
			visit(typ.Key(), path+"{key}")
			visit(typ.Elem(), path+"{}")
		case reflect.Interface:
			if typ == reflect.TypeFor[discordgo.MessageComponent]() {
				for _, c := range decodedComponents {
					visit(reflect.TypeOf(c), path+"("+reflect.TypeOf(c).String()+")")
				}
			}
		case reflect.Struct:
			if typ == reflect.TypeFor[time.Time]() {
				return // its location is shared and never changed
			}
			for i := range typ.NumField() {
				f := typ.Field(i)
				if !f.IsExported() && !isShallow(f.Type) {
					t.Errorf("%s.%s (%s) is unexported and holds a reference", path, f.Name, f.Type)
				}
				visit(f.Type, path+"."+f.Name)
			}
		}
	}
	visit(reflect.TypeFor[discordgo.Message](), "Message")
}

// decodedComponents are the concrete components discordgo decodes a
// message's components into.
var decodedComponents = []discordgo.MessageComponent{
	&discordgo.ActionsRow{}, &discordgo.Button{}, &discordgo.SelectMenu{}, &discordgo.TextInput{},
	&discordgo.Section{}, &discordgo.TextDisplay{}, &discordgo.Thumbnail{}, &discordgo.MediaGallery{},
	&discordgo.FileComponent{}, &discordgo.Separator{}, &discordgo.Container{},
}

// Reading a stored board as a player's client does, between its edits.
//
//	go test -run '^$' -bench ReadAStoredBoard -benchmem ./bot/discordtest/
func BenchmarkReadAStoredBoard(b *testing.B) {
	srv := NewServer(b)
	id := plantedBoard(b, srv, srv.User("ann"), srv.Channel("table"))
	b.ReportAllocs()
	for b.Loop() {
		if srv.Message(id) == nil {
			b.Fatal("the board is gone")
		}
	}
}

// Reading each state of a board once, as a player whose hand changes
// between reads does: the fake serves and decodes every state anew.
//
//	go test -run '^$' -bench ReadEachStateOfABoard -benchmem ./bot/discordtest/
func BenchmarkReadEachStateOfABoard(b *testing.B) {
	srv := NewServer(b)
	id := plantedBoard(b, srv, srv.User("ann"), srv.Channel("table"))
	b.ReportAllocs()
	for b.Loop() {
		srv.mu.Lock()
		srv.store.messages[id].served = nil // a new state: the bot's edit
		srv.mu.Unlock()
		if srv.Message(id) == nil {
			b.Fatal("the board is gone")
		}
	}
}
