package discord_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/deckhand/deckhand/bot/discord"
)

// parse reads s into a new value of want's type, as the router does.
func parse(t *testing.T, want discord.CustomID, s string) (discord.CustomID, error) {
	t.Helper()
	p := reflect.New(reflect.TypeOf(want))
	err := p.Interface().(interface{ Parse(string) error }).Parse(s)
	return p.Elem().Interface().(discord.CustomID), err
}

func prompt(table, id, hash string) discord.PromptID {
	return discord.PromptID{Table: table, Prompt: id, Hash: hash}
}

// TestEveryButtonAlreadyPostedStillParses pins each kind's string as
// buttons on messages already posted carry it: a change of a type's
// String that would strand them fails here, as does one of its Parse.
func TestEveryButtonAlreadyPostedStillParses(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		posted string
		id     discord.CustomID
	}{
		{"a:T1:p3:9f2c:opt-7", discord.AnswerID{Table: "T1", Prompt: "p3", Hash: "9f2c", Option: "opt-7"}},
		{"s:T1:p3:9f2c:0", discord.SelectID{Table: "T1", Prompt: "p3", Hash: "9f2c", Part: 0}},
		{"s:T1:p3:9f2c:2", discord.SelectID{Table: "T1", Prompt: "p3", Hash: "9f2c", Part: 2}},
		{"d:T1:p3:9f2c:1", discord.DraftID{Table: "T1", Prompt: "p3", Hash: "9f2c", Part: 1}},
		{"c:T1:p3:9f2c", discord.ConfirmID{PromptID: prompt("T1", "p3", "9f2c")}},
		{"x:T1:p3:9f2c", discord.ClearID{PromptID: prompt("T1", "p3", "9f2c")}},
		{"n:T1:p3:9f2c", discord.NoneID{PromptID: prompt("T1", "p3", "9f2c")}},
		{"p:T1:p3:opt-7", discord.PublicID{Table: "T1", Prompt: "p3", Option: "opt-7"}},
		{"w:T1:p3:9f2c:end", discord.WarnID{Table: "T1", Prompt: "p3", Hash: "9f2c", Option: "end"}},
		{"w:T1:p3:-:end", discord.WarnID{Table: "T1", Prompt: "p3", Hash: discord.PublicHash, Option: "end"}},
		{"q:T1:p3", discord.QuestionID{Table: "T1", Prompt: "p3"}},
		{"h:T1:0", discord.HandID{Table: "T1"}},
		{"h:T1:3", discord.HandID{Table: "T1", Page: 3}},
		{"h:T1:0:r", discord.HandID{Table: "T1", Refresh: true}},
		{"h:T1:2:r", discord.HandID{Table: "T1", Page: 2, Refresh: true}},
		{"r:keyforge", discord.RulesID{Game: "keyforge"}},
		{"r:keyforge:0", discord.RulesID{Game: "keyforge", Turn: true}},
		{"r:keyforge:4", discord.RulesID{Game: "keyforge", Turn: true, Page: 4}},
		{"r:keyforge:jump", discord.RulesID{Game: "keyforge", Jump: true}},
		{"y:T1:end", discord.SureID{Table: "T1", Action: "end"}},
		{"y:T1:leave", discord.SureID{Table: "T1", Action: "leave"}},
		{"y:T1:no", discord.SureID{Table: "T1", Action: "no"}},
		{"g:T1:-1", discord.LogID{Table: "T1", First: discord.LogNewest}},
		{"g:T1:0", discord.LogID{Table: "T1"}},
		{"g:T1:40", discord.LogID{Table: "T1", First: 40}},
		{"l:T1:join", discord.LobbyID{Table: "T1", Action: discord.LobbyJoin}},
		{"l:T1:leave", discord.LobbyID{Table: "T1", Action: discord.LobbyLeave}},
		{"l:T1:cpu", discord.LobbyID{Table: "T1", Action: discord.LobbyCPU}},
		{"l:T1:cpulevel", discord.LobbyID{Table: "T1", Action: discord.LobbyCPULevel}},
		{"l:T1:start", discord.LobbyID{Table: "T1", Action: discord.LobbyStart}},
		{"l:T1:cancel", discord.LobbyID{Table: "T1", Action: discord.LobbyCancel}},
		{"o:T1:rounds", discord.OptionID{Table: "T1", Key: "rounds"}},
		{"t:T1:pings", discord.SettingID{Table: "T1", Setting: "pings"}},
		{"m:T1", discord.RematchID{Table: "T1"}},
		{"k:0", discord.HistoryID{}},
		{"k:5", discord.HistoryID{Page: 5}},
		{"j:5", discord.PickID{Page: 5}},
		{"v:T1:1234:17:last", discord.ReplayID{Table: "T1", Owner: "1234", Step: 17, Nav: "last"}},
		{"v:T1:1234:0:part", discord.ReplayID{Table: "T1", Owner: "1234", Nav: "part"}},
		{"u:T1", discord.CardID{Table: "T1"}},
	} {
		got, err := parse(t, c.id, c.posted)
		require.NoError(t, err, "%s, on a message already posted, must still be answered", c.posted)
		assert.Equal(t, c.id, got, "%s reads as what was meant", c.posted)
		assert.Equal(t, c.posted, c.id.String(), "%T writes the form buttons already posted carry", c.id)
		assert.Equal(t, discord.KindOf(c.posted), c.id.Kind(), "%s routes to %T", c.posted, c.id)
	}
}

// TestACustomIDOfAnotherShapeIsRefusedByItsType lists ids a forger (or a
// bug) could send: each is refused before a handler could act on it.
func TestACustomIDOfAnotherShapeIsRefusedByItsType(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		sent, why string
		as        discord.CustomID
	}{
		{"a:T1:p3:9f2c", "a part short", discord.AnswerID{}},
		{"a:T1:p3:9f2c:o:extra", "a part over", discord.AnswerID{}},
		{"a:T1:p3::o", "no fingerprint: the outdated-prompt check would be skipped", discord.AnswerID{}},
		{"w:T1:p3::o", "no fingerprint", discord.WarnID{}},
		{"n:T1:p3:", "no fingerprint", discord.NoneID{}},
		{"c:T1:p3:", "no fingerprint", discord.ConfirmID{}},
		{"x:T1:p3:", "no fingerprint", discord.ClearID{}},
		{"s:T1:p3::0", "no fingerprint", discord.SelectID{}},
		{"s:T1:p3:9f2c:x", "a part that is not a number", discord.SelectID{}},
		{"d:T1:p3:9f2c:-1", "a negative part", discord.DraftID{}},
		{"d:T1:p3:9f2c:x", "a part that is not a number", discord.DraftID{}},
		{"p:T1:p3", "a part short", discord.PublicID{}},
		{"h:T1", "no page", discord.HandID{}},
		{"h:T1:x", "a page that is not a number", discord.HandID{}},
		{"h:T1:-1", "a negative page", discord.HandID{}},
		{"h:T1:0:refresh", "a refresh that is not r", discord.HandID{}},
		{"h:T1:0:r:more", "a part over", discord.HandID{}},
		{"r:keyforge:x", "a page that is neither a number nor jump", discord.RulesID{}},
		{"r:keyforge:-2", "a negative page", discord.RulesID{}},
		{"r:keyforge:1:2", "a part over", discord.RulesID{}},
		{"g:T1:newest", "a line that is not a number", discord.LogID{}},
		{"g:T1:-2", "a line before the newest", discord.LogID{}},
		{"l:T1", "no action", discord.LobbyID{}},
		{"m:T1:2", "a part over", discord.RematchID{}},
		{"m", "no table", discord.RematchID{}},
		{"k:T1", "a page that is not a number", discord.HistoryID{}},
		{"k:-1", "a negative page", discord.HistoryID{}},
		{"j:x", "a page that is not a number", discord.PickID{}},
		{"v:T1:1234:x:last", "a step that is not a number", discord.ReplayID{}},
		{"v:T1:1234:-1:last", "a negative step", discord.ReplayID{}},
		{"v:T1:1234:0", "no nav", discord.ReplayID{}},
		{"u:T1:card", "a part over", discord.CardID{}},
		{"m:T1", "another kind", discord.CardID{}},
		{"e:tz1", "no action", discord.EventID{}},
		{"e:tz1:win", "an action a tournament message has not", discord.EventID{}},
		{"e::join", "no tournament", discord.EventID{}},
		{"e:tz1:join:x", "a part over", discord.EventID{}},
		{"", "nothing", discord.HandID{}},
	} {
		_, err := parse(t, c.as, c.sent)
		assert.Error(t, err, "%q as %T: %s", c.sent, c.as, c.why)
	}
}

// TestEveryIDReadsBackAsWritten writes ids with odd but legal parts (a
// game option key with a dash, a big page) and reads them back.
func TestEveryIDReadsBackAsWritten(t *testing.T) {
	t.Parallel()
	for _, id := range []discord.CustomID{
		discord.AnswerID{Table: "zz9", Prompt: "pick-2", Hash: "00ff", Option: "c_17"},
		discord.SelectID{Table: "zz9", Prompt: "pick-2", Hash: "00ff", Part: 12},
		discord.DraftID{Table: "zz9", Prompt: "pick-2", Hash: "00ff", Part: 3},
		discord.HandID{Table: "zz9", Page: 1 << 20, Refresh: true},
		discord.RulesID{Game: "bitch", Turn: true, Page: 11},
		discord.LogID{Table: "zz9", First: 123456},
		discord.ReplayID{Table: "zz9", Owner: "8", Step: 99999, Nav: "near"},
		discord.HistoryID{Page: 41},
		discord.PickID{Page: 41},
		discord.EventID{Tournament: "tz1", Action: discord.EventCheckIn},
		discord.EventID{Tournament: "tz1", Action: discord.EventDrop},
	} {
		got, err := parse(t, id, id.String())
		require.NoError(t, err, "%s", id)
		assert.Equal(t, id, got, "%s reads back as written", id)
	}
}
