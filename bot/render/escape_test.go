package render

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/deckhand/deckhand/bot/table"
)

// TestADisplayNameShowsAsTypedWhereMarkdownRenders names a seat with each
// shape Discord would render (a CPU seat keeps the name of the player it
// took over from) and checks how it reads escaped: every escape is a
// backslash before punctuation, which Discord shows as the punctuation
// alone.
func TestADisplayNameShowsAsTypedWhereMarkdownRenders(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ shape, name, escaped string }{
		{"a masked link", "[x](https://evil.example)", `\[x\](https\://evil.example)`},
		{"a raw URL, which Discord makes a link", "https://evil.example/free", `https\://evil.example/free`},
		{"a user mention", "<@123456789012345678>", `\<\@123456789012345678\>`},
		{"a role mention", "<@&123456789012345678>", `\<\@&123456789012345678\>`},
		{"a channel mention", "<#123456789012345678>", `\<\#123456789012345678\>`},
		{"a slash command mention", "</play:123>", `\</play:123\>`},
		{"@everyone", "@everyone", `\@everyone`},
		{"@here", "hi @here", `hi \@here`},
		{"a heading", "# Big", `\# Big`},
		{"a smaller heading", "### Big", `\#\#\# Big`},
		{"a quote", "> quoted", `\> quoted`},
		{"a block quote", ">>> all quoted", `\>\>\> all quoted`},
		{"subtext", "-# small", `\-\# small`},
		{"a list", "- item", `\- item`},
		{"a numbered list", "12. item", `12\. item`},
		{"underline", "__ann__", `\_\_ann\_\_`},
		{"a spoiler", "||x||", `\|\|x\|\|`},
		{"code", "`x`", "\\`x\\`"},
		{"a name without Markdown", "Ann 2", "Ann 2"},
	} {
		t.Run(c.shape, func(t *testing.T) {
			assert.Equal(t, c.escaped, EscapeMarkdown(c.name))
			rec := &table.Table{Seats: []table.Seat{{UserID: "1", Name: "Ann"}, {Name: c.name, CPU: true}}}
			assert.Equal(t, "🤖 "+c.escaped, SeatMention(rec, 1), "a CPU seat is named by its name, escaped")
			assert.Equal(t, "**"+c.escaped+"** draws", ExpandPlain(rec, "**{seat1}** draws"), "so is a seat in a title")
			assert.Equal(t, c.name+" draws", expandLabel(rec, "{seat1} draws"), "a label shows it as typed")
		})
	}
	rec := &table.Table{Seats: []table.Seat{{Name: "CPU (was <@123>)", CPU: true}, {Name: "<@1> (was <@123>)", CPU: true}}}
	assert.Equal(t, "🤖 CPU (was <@123>)", SeatMention(rec, 0), "the mention the bot wrote of who a CPU took over from stays a mention")
	assert.Equal(t, `🤖 \<\@1\> (was <@123>)`, SeatMention(rec, 1), "and only that one")
}

func TestACardNameTypedIsEchoedAsTypedNeverAsMarkdown(t *testing.T) {
	t.Parallel()
	rec := &table.Table{ID: "t1", Seats: []table.Seat{{UserID: "1", Name: "Ann"}}}
	m := CardPicker(rec, tableOf40{}, "{seat0} **x**\n# <@1> https://evil.example", 0)
	assert.Equal(t, `No card called "{seat0} \*\*x\*\* \# \<\@1\> https\://evil.example" is in play or in a discard pile. Pick one: (cards 1-24 of 40)`, m.Content,
		"the name typed comes back on one line, its placeholder as typed, its Markdown, mention and link escaped")
	long := Typed(strings.Repeat("a", 500))
	assert.Less(t, len(long), 100, "and clipped")
}
