package discordtest

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func msgOf(t *testing.T, content string, embeds []*discordgo.MessageEmbed, comps ...discordgo.MessageComponent) *message {
	t.Helper()
	m := &message{content: content, embeds: json.RawMessage("[]"), components: json.RawMessage("[]")}
	f := fields{}
	if embeds != nil {
		f["embeds"] = mustJSON(embeds)
	}
	if comps != nil {
		f["components"] = mustJSON(comps)
	}
	require.NoError(t, m.apply(f))
	return m
}

func btn(id string) discordgo.Button { return discordgo.Button{Label: "L", CustomID: id} }

func rowOf(cs ...discordgo.MessageComponent) discordgo.ActionsRow {
	return discordgo.ActionsRow{Components: cs}
}

func options(n int) []discordgo.SelectMenuOption {
	var out []discordgo.SelectMenuOption
	for i := range n {
		out = append(out, discordgo.SelectMenuOption{Label: fmt.Sprint("o", i), Value: fmt.Sprint(i)})
	}
	return out
}

func intp(n int) *int { return &n }

func TestCheckMessage(t *testing.T) {
	long := func(n int) string { return strings.Repeat("é", n) } // runes, not bytes
	fields26 := make([]*discordgo.MessageEmbedField, 26)
	for i := range fields26 {
		fields26[i] = &discordgo.MessageEmbedField{Name: "n", Value: "v"}
	}
	cases := []struct {
		name string
		msg  *message
		want []string // substrings, one per problem; nil means valid
	}{
		{"plain", msgOf(t, "hello", nil), nil},
		{"content at the limit", msgOf(t, long(2000), nil), nil},
		{"content too long", msgOf(t, long(2001), nil), []string{"content: 2001 characters"}},
		{"embeds at the limit", msgOf(t, "", []*discordgo.MessageEmbed{{Title: long(256), Description: long(4096), Footer: &discordgo.MessageEmbedFooter{Text: long(1648)}}}), nil},
		{"embed total", msgOf(t, "", []*discordgo.MessageEmbed{{Title: long(256), Description: long(4096), Footer: &discordgo.MessageEmbedFooter{Text: long(1649)}}}), []string{"6001 characters in all"}},
		{"embed title", msgOf(t, "", []*discordgo.MessageEmbed{{Title: long(257)}}), []string{"embeds[0].title: 257"}},
		{"embed description", msgOf(t, "", []*discordgo.MessageEmbed{{Description: long(4097)}}), []string{"embeds[0].description: 4097"}},
		{"26 fields", msgOf(t, "", []*discordgo.MessageEmbed{{Fields: fields26}}), []string{"26 fields"}},
		{"field value", msgOf(t, "", []*discordgo.MessageEmbed{{Fields: []*discordgo.MessageEmbedField{{Name: "n", Value: long(1025)}}}}), []string{"fields[0].value: 1025"}},
		{"empty field", msgOf(t, "", []*discordgo.MessageEmbed{{Title: "t", Fields: []*discordgo.MessageEmbedField{{Name: "n"}}}}), []string{"name and value are required"}},
		{"11 embeds", msgOf(t, "", make11Embeds()), []string{"11 embeds"}},
		{"5 rows of 5 buttons", msgOf(t, "", nil, fiveByFive()...), nil},
		{"6 rows", msgOf(t, "", nil, append(fiveByFive(), rowOf(btn("x")))...), []string{"6 action rows"}},
		{"6 buttons in a row", msgOf(t, "", nil, rowOf(btn("a"), btn("b"), btn("c"), btn("d"), btn("e"), btn("f"))), []string{"6 buttons"}},
		{"empty row", msgOf(t, "x", nil, rowOf()), []string{"at least one component"}},
		{"select with a button", msgOf(t, "", nil, rowOf(discordgo.SelectMenu{CustomID: "s", Options: options(2)}, btn("b"))), []string{"alone in its row"}},
		{"duplicate custom id", msgOf(t, "", nil, rowOf(btn("a")), rowOf(btn("a"))), []string{`"a" is used twice`}},
		{"custom id 100", msgOf(t, "", nil, rowOf(btn(strings.Repeat("x", 100)))), nil},
		{"custom id 101", msgOf(t, "", nil, rowOf(btn(strings.Repeat("x", 101)))), []string{"custom_id: 101"}},
		{"no custom id", msgOf(t, "", nil, rowOf(discordgo.Button{Label: "L"})), []string{"custom_id: required"}},
		{"button label 81", msgOf(t, "", nil, rowOf(discordgo.Button{Label: long(81), CustomID: "a"})), []string{"label: 81"}},
		{"button without label or emoji", msgOf(t, "", nil, rowOf(discordgo.Button{CustomID: "a"})), []string{"label or an emoji"}},
		{"emoji button", msgOf(t, "", nil, rowOf(discordgo.Button{CustomID: "a", Emoji: &discordgo.ComponentEmoji{Name: "🃏"}})), nil},
		{"link button", msgOf(t, "", nil, rowOf(discordgo.Button{Label: "Docs", Style: discordgo.LinkButton, URL: "https://x"})), nil},
		{"link button with custom id", msgOf(t, "", nil, rowOf(discordgo.Button{Label: "Docs", Style: discordgo.LinkButton, URL: "https://x", CustomID: "a"})), []string{"a link button has no custom_id"}},
		{"link button without url", msgOf(t, "", nil, rowOf(discordgo.Button{Label: "Docs", Style: discordgo.LinkButton})), []string{"needs a url"}},
		{"select 25 options", msgOf(t, "", nil, rowOf(discordgo.SelectMenu{CustomID: "s", MaxValues: 25, Options: options(25)})), nil},
		{"select 26 options", msgOf(t, "", nil, rowOf(discordgo.SelectMenu{CustomID: "s", Options: options(26)})), []string{"26 options"}},
		{"select no options", msgOf(t, "x", nil, rowOf(discordgo.SelectMenu{CustomID: "s"})), []string{"0 options"}},
		{"select max above options", msgOf(t, "", nil, rowOf(discordgo.SelectMenu{CustomID: "s", MaxValues: 3, Options: options(2)})), []string{"max_values: 3 above the 2 options"}},
		{"select min above max", msgOf(t, "", nil, rowOf(discordgo.SelectMenu{CustomID: "s", MinValues: intp(3), MaxValues: 2, Options: options(5)})), []string{"min_values 3 above max_values 2"}},
		{"select placeholder", msgOf(t, "", nil, rowOf(discordgo.SelectMenu{CustomID: "s", Placeholder: long(151), Options: options(1)})), []string{"placeholder: 151"}},
		{"option texts", msgOf(t, "", nil, rowOf(discordgo.SelectMenu{CustomID: "s", Options: []discordgo.SelectMenuOption{{Label: long(101), Value: long(101), Description: long(101)}}})),
			[]string{"label: 101", "value: 101", "description: 101"}},
		{"option without label", msgOf(t, "", nil, rowOf(discordgo.SelectMenu{CustomID: "s", Options: []discordgo.SelectMenuOption{{Value: "v"}}})), []string{"label: 0"}},
		{"duplicate option values", msgOf(t, "", nil, rowOf(discordgo.SelectMenu{CustomID: "s", Options: []discordgo.SelectMenuOption{{Label: "a", Value: "v"}, {Label: "b", Value: "v"}}})), []string{`"v" is used twice`}},
		{"text input in a message", msgOf(t, "", nil, rowOf(discordgo.TextInput{CustomID: "t", Label: "x"})), []string{"cannot be in a message"}},
		{"top level button", msgOf(t, "", nil, btn("a")), []string{"only action rows"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			problems, empty := checkMessage(c.msg)
			assert.False(t, empty)
			require.Len(t, problems, len(c.want), "%q", problems)
			for i, w := range c.want {
				assert.Contains(t, problems[i], w)
			}
		})
	}
	_, empty := checkMessage(msgOf(t, " ", nil))
	assert.True(t, empty)
}

func make11Embeds() []*discordgo.MessageEmbed {
	out := make([]*discordgo.MessageEmbed, 11)
	for i := range out {
		out[i] = &discordgo.MessageEmbed{Title: "t"}
	}
	return out
}

func fiveByFive() []discordgo.MessageComponent {
	var rows []discordgo.MessageComponent
	for r := range 5 {
		var bs []discordgo.MessageComponent
		for b := range 5 {
			bs = append(bs, btn(fmt.Sprint(r, b)))
		}
		rows = append(rows, rowOf(bs...))
	}
	return rows
}

func TestApplyKeepsAbsentAndClearsNull(t *testing.T) {
	m := msgOf(t, "hi", []*discordgo.MessageEmbed{{Title: "t"}}, rowOf(btn("a")))
	require.NoError(t, m.apply(fields{"content": json.RawMessage(`"new"`)}))
	assert.Equal(t, "new", m.content)
	assert.JSONEq(t, `[{"title":"t"}]`, string(m.embeds))
	require.NoError(t, m.apply(fields{"components": json.RawMessage(`null`), "embeds": json.RawMessage(`[]`)}))
	assert.Equal(t, "new", m.content)
	assert.Equal(t, "[]", string(m.components))
	assert.Equal(t, "[]", string(m.embeds))
	assert.Error(t, m.apply(fields{"components": json.RawMessage(`{}`)}))
}

func TestCheckCommands(t *testing.T) {
	ok := commandDef{Name: "play", Description: "Play a game", Options: []optionDef{
		{Type: 3, Name: "game", Description: "Which", Required: true, Choices: []choiceDef{{Name: "Rummy", Value: "rummy"}}},
		{Type: 4, Name: "seats", Description: "How many"},
	}}
	assert.Empty(t, checkCommands([]commandDef{ok}))
	var many []optionDef
	for i := range 26 {
		many = append(many, optionDef{Type: 3, Name: fmt.Sprint("o", i), Description: "d"})
	}
	var choices []choiceDef
	for i := range 26 {
		choices = append(choices, choiceDef{Name: "c", Value: i})
	}
	cases := map[string]commandDef{
		"must be lowercase":               {Name: "Play", Description: "d"},
		"must be 1 to 32":                 {Name: strings.Repeat("a", 33), Description: "d"},
		"description: 0 characters":       {Name: "a"},
		"description: 101 characters":     {Name: "a", Description: strings.Repeat("d", 101)},
		"26 options":                      {Name: "a", Description: "d", Options: many},
		"26 choices":                      {Name: "a", Description: "d", Options: []optionDef{{Type: 4, Name: "n", Description: "d", Choices: choices}}},
		"required options must come":      {Name: "a", Description: "d", Options: []optionDef{{Type: 3, Name: "x", Description: "d"}, {Type: 3, Name: "y", Description: "d", Required: true}}},
		"choices and autocomplete":        {Name: "a", Description: "d", Options: []optionDef{{Type: 3, Name: "x", Description: "d", Autocomplete: true, Choices: []choiceDef{{Name: "c", Value: "c"}}}}},
		`"x" is used twice`:               {Name: "a", Description: "d", Options: []optionDef{{Type: 3, Name: "x", Description: "d"}, {Type: 3, Name: "x", Description: "d"}}},
		"options[0].description: 0":       {Name: "a", Description: "d", Options: []optionDef{{Type: 3, Name: "x"}}},
		"options[0].type: 12 is not":      {Name: "a", Description: "d", Options: []optionDef{{Type: 12, Name: "x", Description: "d"}}},
		"choices[0].name: 101 characters": {Name: "a", Description: "d", Options: []optionDef{{Type: 3, Name: "x", Description: "d", Choices: []choiceDef{{Name: strings.Repeat("c", 101), Value: "c"}}}}},
	}
	for want, c := range cases {
		problems := checkCommands([]commandDef{c})
		if assert.NotEmpty(t, problems, want) {
			assert.Contains(t, strings.Join(problems, "; "), want)
		}
	}
	assert.Contains(t, strings.Join(checkCommands([]commandDef{ok, ok}), ";"), "registered twice")
}
